import { ChangePasswordSchema } from "@sitecrew/core/auth/schema";
import { useMutation } from "@tanstack/react-query";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { type FieldErrors, fieldErrorsOf, messageOf } from "../../lib/api";
import { session } from "../../lib/session";
import { changePassword } from "./profile-queries";
import { Button } from "../../components/ui/Button";
import { PasswordField } from "../../components/ui/PasswordField";
import { PasswordMatch, PasswordStrengthMeter } from "../../components/ui/PasswordStrengthMeter";
import { profileToast } from "./profile-toast";
import { Card } from "../../components/ui/Card";

const EMPTY = { currentPassword: "", newPassword: "", confirmation: "" };

export function ChangePasswordCard() {
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (result) => {
      // The change signs out every other session; this one continues with the new token.
      session.replaceToken(result.token);
      form.reset(EMPTY);
      profileToast({ message: result.message || "Password changed successfully!" });
    },
    onError: (error) => {
      // Field problems are shown beside their inputs.
      if (!Object.keys(fieldErrorsOf(error)).length) {
        profileToast({ type: "error", message: messageOf(error, "Failed to change password. Please try again.") });
      }
    },
  });

  const form = useSchemaForm(ChangePasswordSchema, EMPTY, {
    check: (values): FieldErrors => (values.confirmation !== values.newPassword ? { confirmation: "Passwords do not match" } : {}),
    onSubmit: (input) => mutation.mutateAsync(input),
  });
  const { values: fields, errors } = form;

  return (
    <Card title="Password" subtitle="Changing it signs you out on your other devices.">
      <form className="form" onSubmit={form.submit} noValidate>
        <fieldset className="form-fields" disabled={form.submitting}>
          <legend className="visually-hidden">Change your password</legend>
          <PasswordField label="Current password" autoComplete="current-password" {...form.field("currentPassword")} />
          <PasswordField label="New password" autoComplete="new-password" {...form.field("newPassword")} />
          <PasswordStrengthMeter password={fields.newPassword} />
          <PasswordField label="Confirm password" autoComplete="new-password" {...form.field("confirmation")} />
          {!errors.confirmation && <PasswordMatch password={fields.newPassword} confirmation={fields.confirmation} />}
        </fieldset>
        <div className="form-actions">
          <Button type="submit" loading={form.submitting}>
            Change Password
          </Button>
        </div>
      </form>
    </Card>
  );
}
