import { ReauthSchema } from "@sitecrew/core/auth/schema";
import { type FormEvent, useState } from "react";
import type { FieldErrors } from "../../lib/api";
import { validate } from "../../lib/form";
import type { Reauth } from "../../queries/two-factor";
import { Button } from "../ui/Button";
import { Modal } from "../ui/Modal";
import { PasswordField } from "../ui/PasswordField";
import { TextField } from "../ui/TextField";

interface ReauthDialogProps {
  title: string;
  intro: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  /** Server-side problems for the code or password, shown beside the field. */
  errors: FieldErrors;
  onConfirm: (proof: Reauth) => void;
  onClose: () => void;
}

/** Asks for proof of presence: a current authenticator code, or the password when the device is not at hand. */
export function ReauthDialog({ title, intro, confirmLabel, danger, pending, errors: serverErrors, onConfirm, onClose }: ReauthDialogProps) {
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const errors = { ...serverErrors, ...localErrors };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(ReauthSchema, { token: code || undefined, password: password || undefined });
    setLocalErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    onConfirm(result.value.token ? { token: result.value.token } : { password: result.value.password ?? "" });
  }

  return (
    <Modal open title={title} onClose={onClose} busy={pending}>
      <form className="stack" onSubmit={submit} noValidate>
        <p>{intro}</p>
        <fieldset className="form-fields" disabled={pending}>
          <legend className="visually-hidden">Confirm it is you</legend>
          <TextField
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="field-code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
            error={errors.token}
            autoFocusInDialog
          />
          <p className="divider-text">or</p>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          {errors.form && (
            <p className="field-error" role="alert">
              {errors.form}
            </p>
          )}
        </fieldset>
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? "danger" : "primary"} loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
