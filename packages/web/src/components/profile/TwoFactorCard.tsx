import { VerifyTwoFactorSchema } from "@sitecrew/core/auth/schema";
import type { Profile } from "@sitecrew/core/user/schema";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useProfileCache } from "../../hooks/use-profile-cache";
import { type FieldErrors, fieldErrorsOf, messageOf } from "../../lib/api";
import { validate } from "../../lib/form";
import { session } from "../../lib/session";
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  verifyTwoFactor,
} from "../../queries/two-factor";
import { Button } from "../ui/Button";
import { Callout } from "../ui/Callout";
import { Modal } from "../ui/Modal";
import { Switch } from "../ui/Switch";
import { profileToast } from "./profile-toast";
import { ReauthDialog } from "./ReauthDialog";
import { RecoveryCodes } from "./RecoveryCodes";
import { TwoFactorSetup } from "./TwoFactorSetup";

const RECOVERY_CODE_COUNT = 10;

export function TwoFactorCard({ profile }: { profile: Profile }) {
  const cache = useProfileCache();
  const [setup, setSetup] = useState<{ qrDataURL: string; secret: string } | null>(null);
  const [setupDialogOpen, setSetupDialogOpen] = useState(false);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const [reauth, setReauth] = useState<"disable" | "regenerate" | null>(null);
  const [reauthErrors, setReauthErrors] = useState<FieldErrors>({});
  const enabled = profile.two_fa_enabled;

  const enable = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (started) => {
      setSetup(started);
      setCode("");
      setCodeError(undefined);
      setSetupDialogOpen(true);
    },
    onError: (error) =>
      profileToast({ type: "error", message: messageOf(error, "Could not start two-factor setup. Please try again.") }),
  });

  const verify = useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: (result) => {
      session.replaceToken(result.token);
      setSetup(null);
      setSetupDialogOpen(false);
      setFreshCodes(result.recoveryCodes);
      cache.patch({ two_fa_enabled: true, recovery_codes_remaining: result.recoveryCodes.length });
      profileToast({ message: "2FA enabled successfully!" });
    },
    onError: (error) => setCodeError(fieldErrorsOf(error).token ?? messageOf(error, "Invalid code. Please try again.")),
  });

  const reauthFailed = (error: Error) => {
    const fields = fieldErrorsOf(error);
    setReauthErrors(fields);
    if (!fields.token && !fields.password) {
      profileToast({ type: "error", message: messageOf(error, "Something went wrong. Please try again.") });
    }
  };

  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (result) => {
      session.replaceToken(result.token);
      setReauth(null);
      setFreshCodes(null);
      cache.patch({ two_fa_enabled: false, recovery_codes_remaining: 0 });
      profileToast({ message: "Two-factor authentication is now off." });
    },
    onError: reauthFailed,
  });

  const regenerate = useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: (result) => {
      setReauth(null);
      setFreshCodes(result.recoveryCodes);
      cache.patch({ recovery_codes_remaining: result.recoveryCodes.length });
      profileToast({ message: "New recovery codes generated. The old ones no longer work." });
    },
    onError: reauthFailed,
  });

  function toggle() {
    if (enabled) {
      setReauthErrors({});
      setReauth("disable");
    } else if (setup) {
      setSetup(null);
    } else {
      enable.mutate();
    }
  }

  function submitCode() {
    const result = validate(VerifyTwoFactorSchema, { token: code, secret: setup?.secret ?? "" });
    if (!result.ok) {
      setCodeError(result.errors.token ?? result.errors.secret);
      return;
    }
    setCodeError(undefined);
    verify.mutate(result.value);
  }

  const setupProps = setup && {
    qrDataURL: setup.qrDataURL,
    secret: setup.secret,
    code,
    onCodeChange: setCode,
    error: codeError,
    verifying: verify.isPending,
    onVerify: submitCode,
  };

  const status = enabled
    ? "On. Signing in asks for a code from your authenticator app."
    : setup
      ? "Almost there: scan the code and enter a 6-digit code to turn it on."
      : "Off. Add a second step to signing in with an authenticator app.";

  return (
    <section className="card" aria-labelledby="twofa-title">
      <header className="card-header">
        <div>
          <h2 id="twofa-title" className="card-title">
            Two-factor authentication
          </h2>
          <p className="card-subtitle">Protect your account even if your password leaks.</p>
        </div>
        <span className={enabled ? "badge badge-success" : "badge badge-neutral"}>{enabled ? "On" : "Off"}</span>
      </header>

      <Switch
        label="Enable two-factor authentication"
        description={status}
        checked={enabled || setup !== null}
        onChange={toggle}
        disabled={enable.isPending || disable.isPending}
        aria-busy={enable.isPending || undefined}
      />

      {setupProps && !setupDialogOpen && (
        <div className="card-section">
          <TwoFactorSetup {...setupProps} secretSlot={{ onShow: () => setSetupDialogOpen(true) }} />
          <Button variant="ghost" size="sm" onClick={() => setSetup(null)} disabled={verify.isPending}>
            Cancel setup
          </Button>
        </div>
      )}

      {freshCodes && (
        <div className="card-section">
          <RecoveryCodes codes={freshCodes} onDone={() => setFreshCodes(null)} />
        </div>
      )}

      {enabled && !freshCodes && (
        <div className="card-section recovery-summary">
          <div>
            <h3 className="section-title">Recovery codes</h3>
            <p className="muted">
              {profile.recovery_codes_remaining} of {RECOVERY_CODE_COUNT} recovery codes left. Each works once if you lose
              your authenticator.
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setReauthErrors({});
              setReauth("regenerate");
            }}
          >
            Regenerate codes
          </Button>
          {profile.recovery_codes_remaining <= 3 && (
            <Callout tone="warning">You are running low on recovery codes. Generate a new set and store it safely.</Callout>
          )}
        </div>
      )}

      <Modal
        open={setupProps !== null && setupDialogOpen}
        title="Set up two-factor authentication"
        size="md"
        busy={verify.isPending}
        onClose={() => setSetupDialogOpen(false)}
      >
        {setupProps && <TwoFactorSetup {...setupProps} secretSlot="inline" />}
      </Modal>

      {reauth === "disable" && (
        <ReauthDialog
          title="Turn off two-factor authentication"
          intro="Confirm it is you with a current code from your authenticator app, or with your password."
          confirmLabel="Turn off 2FA"
          danger
          pending={disable.isPending}
          errors={reauthErrors}
          onConfirm={(proof) => {
            setReauthErrors({});
            disable.mutate(proof);
          }}
          onClose={() => setReauth(null)}
        />
      )}
      {reauth === "regenerate" && (
        <ReauthDialog
          title="Regenerate recovery codes"
          intro="Your current recovery codes stop working. Confirm it is you with a current code or your password."
          confirmLabel="Regenerate"
          pending={regenerate.isPending}
          errors={reauthErrors}
          onConfirm={(proof) => {
            setReauthErrors({});
            regenerate.mutate(proof);
          }}
          onClose={() => setReauth(null)}
        />
      )}
    </section>
  );
}
