import { VerifyTwoFactorSchema } from "@sitecrew/core/auth/schema";
import type { Profile } from "@sitecrew/core/user/schema";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useProfileCache } from "./use-profile-cache";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { type FieldErrors, fieldErrorsOf, messageOf } from "../../lib/api";
import type { ReauthInput } from "./reauth";
import { session } from "../../lib/session";
import { disableTwoFactor, enableTwoFactor, regenerateRecoveryCodes, verifyTwoFactor } from "./two-factor-queries";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { Modal } from "../../components/ui/Modal";
import { Switch } from "../../components/ui/Switch";
import { profileToast } from "./profile-toast";
import { ReauthDialog } from "./ReauthDialog";
import { RecoveryCodes } from "./RecoveryCodes";
import { TwoFactorSetup } from "./TwoFactorSetup";
import { Card } from "../../components/ui/Card";
import "./profile.css";

const RECOVERY_CODE_COUNT = 10;

type ReauthAction = "enable" | "disable" | "regenerate";

const REAUTH: Record<ReauthAction, { title: string; intro: string; confirmLabel: string; needsCode: boolean; danger?: boolean }> = {
  enable: {
    title: "Turn on two-factor authentication",
    intro: "Enter your password to continue. Next you scan a QR code with your authenticator app.",
    confirmLabel: "Continue",
    needsCode: false,
  },
  disable: {
    title: "Turn off two-factor authentication",
    intro: "Confirm it is you with your password and a current code from your authenticator app or a recovery code.",
    confirmLabel: "Turn off 2FA",
    needsCode: true,
    danger: true,
  },
  regenerate: {
    title: "Regenerate recovery codes",
    intro: "Your current recovery codes stop working. Confirm it is you with your password and a current code.",
    confirmLabel: "Regenerate",
    needsCode: true,
  },
};

export function TwoFactorCard({ profile }: { profile: Profile }) {
  const cache = useProfileCache();
  const [setup, setSetup] = useState<{ qrDataURL: string; secret: string } | null>(null);
  const [setupDialogOpen, setSetupDialogOpen] = useState(false);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const [reauth, setReauth] = useState<ReauthAction | null>(null);
  const [reauthErrors, setReauthErrors] = useState<FieldErrors>({});
  // The switch, its badge and its text all follow the saved state; a setup in progress is not "on" yet.
  const enabled = profile.two_fa_enabled;

  // Dialog errors stay in the dialog: a toast would sit under the modal's backdrop.
  const reauthFailed = (error: Error) => {
    const fields = fieldErrorsOf(error);
    setReauthErrors(fields.password || fields.token ? fields : { form: messageOf(error, "Something went wrong. Please try again.") });
  };

  const enable = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (started) => {
      setReauth(null);
      setSetup(started);
      codeForm.reset({ code: "" });
      setSetupDialogOpen(true);
    },
    onError: reauthFailed,
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
    onError: (error) => {
      codeForm.setErrors({ token: fieldErrorsOf(error).token ?? messageOf(error, "Invalid code. Please try again.") });
    },
  });

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

  const running = { enable, disable, regenerate };

  function askFor(action: ReauthAction) {
    setReauthErrors({});
    setReauth(action);
  }

  function toggle() {
    if (enabled) askFor("disable");
    else if (setup) setSetupDialogOpen(true);
    else askFor("enable");
  }

  function confirm(input: ReauthInput) {
    setReauthErrors({});
    if (reauth === "enable") enable.mutate({ password: input.password });
    else if (reauth) running[reauth].mutate(input);
  }

  function cancelSetup() {
    setSetup(null);
    setSetupDialogOpen(false);
  }

  const codeForm = useSchemaForm(
    VerifyTwoFactorSchema,
    { code: "" },
    {
      toInput: ({ code }) => ({ token: code, secret: setup?.secret ?? "" }),
      onSubmit: (input) => {
        verify.mutate(input);
      },
    },
  );

  const setupProps = setup && {
    qrDataURL: setup.qrDataURL,
    secret: setup.secret,
    code: codeForm.values.code,
    onCodeChange: (code: string) => codeForm.setField("code", code),
    error: codeForm.errors.token ?? codeForm.errors.secret,
    verifying: verify.isPending,
    onVerify: () => codeForm.submit(),
  };

  const status = enabled
    ? "On. Signing in asks for a code from your authenticator app."
    : setup
      ? "Almost there: scan the code and enter a 6-digit code to turn it on."
      : "Off. Add a second step to signing in with an authenticator app.";

  return (
    <Card
      title="Two-factor authentication"
      subtitle="Protect your account even if your password leaks."
      actions={
        <span className={enabled ? "badge badge-success" : "badge badge-neutral"} data-testid="twofa-badge">
          {enabled ? "Enabled" : "Disabled"}
        </span>
      }
    >
      <Switch
        label="Enable two-factor authentication"
        description={status}
        checked={enabled}
        onChange={toggle}
        disabled={disable.isPending || enable.isPending}
      />

      {setupProps && !setupDialogOpen && (
        <div className="card-section">
          <TwoFactorSetup {...setupProps} secretSlot={{ onShow: () => setSetupDialogOpen(true) }} />
          <Button variant="ghost" size="sm" onClick={cancelSetup} disabled={verify.isPending}>
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
              {profile.recovery_codes_remaining} of {RECOVERY_CODE_COUNT} recovery codes left. Each works once if you lose your authenticator.
            </p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => askFor("regenerate")}>
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

      {reauth && (
        <ReauthDialog
          key={reauth}
          {...REAUTH[reauth]}
          pending={running[reauth].isPending}
          errors={reauthErrors}
          onConfirm={confirm}
          onClose={() => setReauth(null)}
        />
      )}
    </Card>
  );
}
