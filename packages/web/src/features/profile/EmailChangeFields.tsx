import type { FieldErrors } from "../../lib/api";
import type { EmailChangeProof } from "./email-change";
import { PasswordField } from "../../components/ui/PasswordField";
import { TextField } from "../../components/ui/TextField";
import "./profile.css";

interface EmailChangeFieldsProps {
  newEmail: string;
  twoFactor: boolean;
  proof: EmailChangeProof;
  onChange: (proof: EmailChangeProof) => void;
  errors: FieldErrors;
}

/** A new sign-in address is a takeover risk, so it needs the password (and the code with 2FA on) first. */
export function EmailChangeFields({ newEmail, twoFactor, proof, onChange, errors }: EmailChangeFieldsProps) {
  return (
    <fieldset className="email-change">
      <legend className="email-change-legend">Confirm it is you</legend>
      <p className="muted email-change-intro">
        To change your email to <strong>{newEmail}</strong>, enter your password{twoFactor ? " and a code from your authenticator app" : ""}. We then send a
        confirmation link to the new address; the current one stays in use until you open it.
      </p>
      <div className="form-grid-2 profile-fields">
        <PasswordField
          label="Current password"
          name="current_password"
          autoComplete="current-password"
          value={proof.current_password}
          onChange={(e) => onChange({ ...proof, current_password: e.target.value })}
          error={errors.current_password}
        />
        {twoFactor && (
          <TextField
            label="Authenticator code"
            name="two_fa_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="field-code"
            value={proof.two_fa_code}
            onChange={(e) => onChange({ ...proof, two_fa_code: e.target.value.replace(/\D/g, "") })}
            error={errors.two_fa_code}
          />
        )}
      </div>
    </fieldset>
  );
}
