import { type Profile, ProfileSchema } from "@sitecrew/core/user/schema";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useProfileCache } from "../../hooks/use-profile-cache";
import { type FieldErrors, fieldErrorsOf, messageOf } from "../../lib/api";
import {
  type EmailChangeProof,
  emailChangeOf,
  emailChangeProofErrors,
  pendingEmailOf,
  type ProfileDraft,
  profileSavedMessage,
  profileUpdateBody,
} from "../../lib/email-change";
import { validate } from "../../lib/form";
import { updateProfile } from "../../queries/profile";
import { Button } from "../ui/Button";
import { Icon } from "../ui/Icon";
import { TextField } from "../ui/TextField";
import { EmailChangeFields } from "./EmailChangeFields";
import { PendingEmailNotice } from "./PendingEmailNotice";
import { profileToast } from "./profile-toast";
import "../../styles/auth-profile.css";

const draftOf = (profile: Profile): ProfileDraft => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  company_name: profile.company_name,
});

const NO_PROOF: EmailChangeProof = { current_password: "", two_fa_code: "" };

const FIELDS: { name: keyof ProfileDraft; label: string; type?: string; autoComplete: string }[] = [
  { name: "first_name", label: "First name", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "company_name", label: "Company name", autoComplete: "organization" },
];

export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const cache = useProfileCache();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [proof, setProof] = useState<EmailChangeProof>(NO_PROOF);
  const [errors, setErrors] = useState<FieldErrors>({});
  const values = editing ? draft : draftOf(profile);
  const newEmail = editing ? emailChangeOf(profile.email, draft.email) : null;
  const pendingEmail = pendingEmailOf(profile);
  const twoFactor = profile.two_fa_enabled;
  // Saving or cancelling removes the control that had focus; the card's title keeps keyboard users in place.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = () => titleRef.current?.focus();

  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer, sent) => {
      cache.store(answer.data);
      setEditing(false);
      setProof(NO_PROOF);
      profileToast({ message: profileSavedMessage(answer, sent.current_password !== undefined) });
      focusTitle();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // Field problems are shown beside their inputs; the toast only names the failure then.
      const detail = Object.keys(fields).length ? undefined : messageOf(error, "") || undefined;
      profileToast({ type: "error", title: "Failed to update profile.", message: detail });
    },
  });

  function startEditing() {
    setDraft(draftOf(profile));
    setProof(NO_PROOF);
    setErrors({});
    setEditing(true);
  }

  function cancel() {
    setErrors({});
    setProof(NO_PROOF);
    setEditing(false);
    focusTitle();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(ProfileSchema, draft);
    const proofErrors = newEmail ? emailChangeProofErrors(proof, twoFactor) : {};
    const next = { ...(result.ok ? {} : result.errors), ...proofErrors };
    setErrors(next);
    if (result.ok && !Object.keys(next).length) {
      mutation.mutate(profileUpdateBody(result.value, newEmail ? proof : null, twoFactor));
    }
  }

  return (
    <section className="card" aria-labelledby="personal-title">
      <header className="card-header">
        <div>
          <h2 id="personal-title" className="card-title" ref={titleRef} tabIndex={-1}>
            Personal information
          </h2>
          <p className="card-subtitle">Your name and how we reach you.</p>
        </div>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={startEditing}>
            <Icon name="settings" size={16} /> Edit Profile
          </Button>
        )}
      </header>
      {pendingEmail && <PendingEmailNotice pending={pendingEmail} current={profile.email} onCancelled={focusTitle} />}
      <form onSubmit={submit} noValidate>
        <fieldset className="form-fields" disabled={mutation.isPending}>
          <legend className="visually-hidden">Personal information</legend>
          <div className="form-grid-2 profile-fields">
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                name={field.name}
                type={field.type ?? "text"}
                autoComplete={field.autoComplete}
                readOnly={!editing}
                value={values[field.name]}
                onChange={(e) => setDraft((current) => ({ ...current, [field.name]: e.target.value }))}
                error={errors[field.name]}
              />
            ))}
          </div>
          {newEmail && (
            <EmailChangeFields newEmail={newEmail} twoFactor={twoFactor} proof={proof} onChange={setProof} errors={errors} />
          )}
        </fieldset>
        {editing && (
          <div className="form-actions">
            <Button variant="secondary" onClick={cancel} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              Save
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
