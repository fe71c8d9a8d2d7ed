import type { FieldErrors } from "../../lib/api";

export interface ProfileDraft {
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
}

/** What the API asks for before it sends a confirmation link to a new address. */
export interface EmailChangeProof {
  current_password: string;
  two_fa_code: string;
}

export type ProfileUpdate = ProfileDraft & Partial<EmailChangeProof>;

const normalize = (email: string) => email.trim().toLowerCase();

/** The address the user is moving to, or null while the field still holds the current one (or nothing). */
export function emailChangeOf(currentEmail: string, draftEmail: string): string | null {
  const next = normalize(draftEmail);
  return next && next !== normalize(currentEmail) ? draftEmail.trim() : null;
}

/** The address waiting for confirmation; tolerant of profiles from before the API knew about it. */
export function pendingEmailOf(profile: { pending_email?: string | null }): string | null {
  return profile.pending_email || null;
}

/** The same messages the sign-in screens use for a missing password or code. */
export function emailChangeProofErrors(proof: EmailChangeProof, twoFactor: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!proof.current_password) errors.current_password = "Please enter your password";
  if (twoFactor && !/^\d{6}$/.test(proof.two_fa_code.trim())) {
    errors.two_fa_code = proof.two_fa_code.trim() ? "Please enter a valid 6-digit code" : "Please enter the code";
  }
  return errors;
}

/** The request body: the proof goes along only with an email change, the code only when 2FA is on. */
export function profileUpdateBody(draft: ProfileDraft, proof: EmailChangeProof | null, twoFactor: boolean): ProfileUpdate {
  if (!proof) return draft;
  return twoFactor
    ? { ...draft, current_password: proof.current_password, two_fa_code: proof.two_fa_code.trim() }
    : { ...draft, current_password: proof.current_password };
}

/** An email change is not done until the new address confirms, so its success says where to look. */
export function profileSavedMessage(answer: { data: { pending_email?: string | null }; message?: string }, emailChanged: boolean): string {
  const pending = pendingEmailOf(answer.data);
  if (!emailChanged || !pending) return "Profile updated successfully!";
  return answer.message || `Check ${pending} for a link to confirm your new email address.`;
}
