import type { FieldErrors } from "../../lib/api";

/** What the API wants before a 2FA change: the password, and for turning off or new codes also a code. */
export interface ReauthInput {
  password: string;
  token: string;
}

/** A 6-digit authenticator code or a recovery code (letters and digits, with or without the dash). */
const CODE = /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i;

export function reauthErrors(input: ReauthInput, needsCode: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.password) errors.password = "Please enter your password";
  if (needsCode) {
    const token = input.token.trim();
    if (!token) errors.token = "Please enter the code";
    else if (!CODE.test(token)) errors.token = "Enter the 6-digit code from your app or one of your recovery codes";
  }
  return errors;
}
