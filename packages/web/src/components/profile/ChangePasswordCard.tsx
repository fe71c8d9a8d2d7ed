import { ChangePasswordSchema } from "@sitecrew/core/auth/schema";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type FieldErrors, fieldErrorsOf, messageOf } from "../../lib/api";
import { validate } from "../../lib/form";
import { session } from "../../lib/session";
import { changePassword } from "../../queries/profile";
import { Button } from "../ui/Button";
import { PasswordField } from "../ui/PasswordField";
import { PasswordMatch, PasswordStrengthMeter } from "../ui/PasswordStrengthMeter";
import { profileToast } from "./profile-toast";

const EMPTY = { currentPassword: "", newPassword: "", confirmation: "" };

export function ChangePasswordCard() {
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (result) => {
      // The change signs out every other session; this one continues with the new token.
      session.replaceToken(result.token);
      setFields(EMPTY);
      profileToast({ message: result.message || "Password changed successfully!" });
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      if (!Object.keys(fieldErrors).length) {
        profileToast({ type: "error", message: messageOf(error, "Failed to change password. Please try again.") });
      }
    },
  });

  const edit = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(ChangePasswordSchema, fields);
    const next: FieldErrors = result.ok ? {} : { ...result.errors };
    if (fields.confirmation !== fields.newPassword) next.confirmation = "Passwords do not match";
    setErrors(next);
    if (result.ok && !next.confirmation) mutation.mutate(result.value);
  }

  return (
    <section className="card" aria-labelledby="password-title">
      <header className="card-header">
        <div>
          <h2 id="password-title" className="card-title">
            Password
          </h2>
          <p className="card-subtitle">Changing it signs you out on your other devices.</p>
        </div>
      </header>
      <form className="form" onSubmit={submit} noValidate>
        <fieldset className="form-fields" disabled={mutation.isPending}>
          <legend className="visually-hidden">Change your password</legend>
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            value={fields.currentPassword}
            onChange={edit("currentPassword")}
            error={errors.currentPassword}
          />
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            value={fields.newPassword}
            onChange={edit("newPassword")}
            error={errors.newPassword}
          />
          <PasswordStrengthMeter password={fields.newPassword} />
          <PasswordField
            label="Confirm password"
            name="confirmation"
            autoComplete="new-password"
            value={fields.confirmation}
            onChange={edit("confirmation")}
            error={errors.confirmation}
          />
          {!errors.confirmation && <PasswordMatch password={fields.newPassword} confirmation={fields.confirmation} />}
        </fieldset>
        <div className="form-actions">
          <Button type="submit" loading={mutation.isPending}>
            Change Password
          </Button>
        </div>
      </form>
    </section>
  );
}
