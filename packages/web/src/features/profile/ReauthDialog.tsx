import { type FormEvent, useState } from "react";
import type { FieldErrors } from "../../lib/api";
import { type ReauthInput, reauthErrors } from "./reauth";
import { Button } from "../../components/ui/Button";
import { Modal } from "../../components/ui/Modal";
import { PasswordField } from "../../components/ui/PasswordField";
import { CodeField } from "../../components/ui/CodeField";

interface ReauthDialogProps {
  title: string;
  intro: string;
  confirmLabel: string;
  /** Turning 2FA off and new recovery codes need a code as well as the password. */
  needsCode: boolean;
  danger?: boolean;
  pending: boolean;
  /** The server's verdict: `password` / `token` beside their fields, anything else under `form`. */
  errors: FieldErrors;
  onConfirm: (input: ReauthInput) => void;
  onClose: () => void;
}

/** Asks for the password again (and a code when needed) before a change to how the account signs in. */
export function ReauthDialog({ title, intro, confirmLabel, needsCode, danger, pending, errors: serverErrors, onConfirm, onClose }: ReauthDialogProps) {
  const [password, setPassword] = useState("");
  const [token, setToken] = useState("");
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const errors = { ...serverErrors, ...localErrors };

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { password, token };
    const problems = reauthErrors(input, needsCode);
    setLocalErrors(problems);
    if (!Object.keys(problems).length) onConfirm(input);
  }

  return (
    <Modal open title={title} onClose={onClose} busy={pending}>
      <form className="stack" onSubmit={submit} noValidate>
        <p>{intro}</p>
        <fieldset className="form-fields" disabled={pending}>
          <legend className="visually-hidden">Confirm it is you</legend>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            autoFocusInDialog
          />
          {needsCode && (
            <CodeField
              value={token}
              onChange={(e) => setToken(e.target.value)}
              error={errors.token}
              hint="The 6-digit code from your authenticator app, or one of your recovery codes."
            />
          )}
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
