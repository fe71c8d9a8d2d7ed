import { TwoFactorLoginSchema } from "@sitecrew/core/auth/schema";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCompleteSignIn } from "./use-complete-sign-in";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { messageOf } from "../../lib/api";
import { session } from "../../lib/session";
import { toast } from "../../lib/toasts";
import { endsTwoFactorSignIn } from "./two-factor-sign-in";
import { validateTwoFactor } from "./auth-queries";
import { Button } from "../../components/ui/Button";
import { CodeField } from "../../components/ui/CodeField";

const SIGN_IN_AGAIN_TOAST_MS = 10_000;

export function TwoFactorForm({ redirectTo }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn(redirectTo);

  const backToLogin = () => {
    session.cancelTwoFactor();
    void navigate({ to: "/auth/login", search: { redirect: redirectTo } });
  };

  const mutation = useMutation({
    mutationFn: validateTwoFactor,
    onSuccess: (result) => {
      completeSignIn(result.token, result.user, { title: "2 Factor Authentication Succeed" });
    },
    onError: (failure) => {
      // The temporary token dies after five minutes, one use or five wrong codes; then only a fresh sign-in helps,
      // and the toast outlives the screen so the reason stays on view.
      const signInAgain = endsTwoFactorSignIn(failure);
      toast({
        type: "error",
        title: "Verify Failed",
        message: messageOf(failure, "Failed to verify code. Please try again."),
        durationMs: signInAgain ? SIGN_IN_AGAIN_TOAST_MS : undefined,
      });
      if (signInAgain) backToLogin();
      else form.setField("code", "");
    },
  });

  const form = useSchemaForm(
    TwoFactorLoginSchema,
    { code: "" },
    { toInput: (values) => ({ token: values.code }), onSubmit: (input) => mutation.mutate(input.token) },
  );

  return (
    <form className="form" onSubmit={form.submit} noValidate>
      <fieldset className="form-fields" disabled={mutation.isPending}>
        <CodeField
          value={form.values.code}
          onChange={(e) => form.setField("code", e.target.value)}
          error={form.errors.token}
          hint="Enter the 6-digit code from your authenticator app. Lost your device? Enter one of your recovery codes instead."
          autoFocus
        />
      </fieldset>
      <Button type="submit" block loading={mutation.isPending}>
        Verify
      </Button>
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={backToLogin}>
          Use a different account
        </button>
      </p>
    </form>
  );
}
