import type { FormEvent } from "react";
import { Button } from "../../components/ui/Button";
import { CopyButton } from "../../components/ui/CopyButton";
import { TextField } from "../../components/ui/TextField";
import "./profile.css";

interface TwoFactorSetupProps {
  qrDataURL: string;
  secret: string;
  code: string;
  onCodeChange: (code: string) => void;
  error?: string;
  verifying: boolean;
  onVerify: () => void;
  /** In the dialog the key is shown in full; on the page it sits behind a button. */
  secretSlot: "inline" | { onShow: () => void };
}

export function TwoFactorSetup({ qrDataURL, secret, code, onCodeChange, error, verifying, onVerify, secretSlot }: TwoFactorSetupProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onVerify();
  }

  return (
    <div className="totp-setup">
      <ol className="totp-steps">
        <li>
          <p className="totp-step-title">Scan this QR code with your authenticator app</p>
          <p className="muted">Google Authenticator, 1Password, Authy or any app that supports time-based codes.</p>
          <img className="totp-qr" src={qrDataURL} width={180} height={180} alt="QR code to add SiteCrew to your authenticator app" />
          {secretSlot === "inline" ? (
            <div className="totp-manual">
              <h3 className="totp-manual-title">Manual setup key</h3>
              <p className="muted">Can&apos;t scan? Type this key into the app instead (time-based, 6 digits).</p>
              <div className="secret-row">
                <code className="secret" data-testid="totp-secret">
                  {secret}
                </code>
                <CopyButton text={secret} label="Copy key" />
              </div>
            </div>
          ) : (
            <Button variant="ghost" size="sm" onClick={secretSlot.onShow}>
              Can&apos;t scan? Show the manual setup key
            </Button>
          )}
        </li>
        <li>
          <form className="form" onSubmit={submit} noValidate>
            <fieldset className="form-fields" disabled={verifying}>
              <TextField
                label="Authentication code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className="field-code"
                value={code}
                onChange={(e) => onCodeChange(e.target.value.replace(/\D/g, ""))}
                error={error}
                hint="Enter the 6-digit code the app shows for SiteCrew."
                autoFocusInDialog={secretSlot === "inline"}
              />
            </fieldset>
            <Button type="submit" loading={verifying}>
              Verify
            </Button>
          </form>
        </li>
      </ol>
    </div>
  );
}
