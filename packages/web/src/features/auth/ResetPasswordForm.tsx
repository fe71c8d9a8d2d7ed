import { PASSWORD_MIN, ResetPasswordSchema } from "@sitecrew/core/auth/schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { resetLinkProblem } from "./reset-link";
import { resetLinkQueryOptions, resetPassword } from "./auth-queries";
import { Button } from "../../components/ui/Button";
import { Callout } from "../../components/ui/Callout";
import { PasswordField } from "../../components/ui/PasswordField";
import { PasswordMatch, PasswordStrengthMeter } from "../../components/ui/PasswordStrengthMeter";
import { Spinner } from "../../components/ui/Spinner";
import { BackToSignIn } from "./AuthEmailField";

const RESET_REDIRECT_MS = 3000;

export function ResetPasswordForm({ token }: { token?: string }) {
  if (!token) return <UnusableLink title="Invalid Request" message="Reset token is missing or invalid" />;
  return <CheckedResetPasswordForm token={token} />;
}

/** Checks the link first, so nobody types a new password into a link that has already expired or been used. */
function CheckedResetPasswordForm({ token }: { token: string }) {
  const check = useQuery(resetLinkQueryOptions(token));
  if (check.isPending) {
    return (
      <div className="form reset-link-checking">
        <Spinner label="Checking your reset link…" />
      </div>
    );
  }
  if (check.isError) {
    const problem = resetLinkProblem(check.error);
    if (problem.kind === "unusable") return <UnusableLink title={problem.title} message={problem.message} />;
    return (
      <div className="form">
        <Callout tone="error" title={problem.title}>
          {problem.message}
        </Callout>
        <Button block onClick={() => void check.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <NewPasswordForm token={token} />;
}

function UnusableLink({ title, message }: { title: string; message: string }) {
  return (
    <div className="form">
      <Callout tone="error" title={title}>
        {message}
      </Callout>
      <Link to="/auth/login" search={{ mode: "forgot-password" }} className="btn btn-primary btn-block">
        Request a new link
      </Link>
      <BackToSignIn />
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast({ title: "Password Reset Complete", message: "Your password has been reset. You can now log in.", keepOnNextPage: true });
    },
    onError: (error) => {
      toast({
        type: "error",
        title: "Reset Failed",
        message: messageOf(error, "Failed to reset password. Please try again or request a new reset link."),
      });
    },
  });

  // Problems are told in a toast; the fields show the length and the match as the user types.
  const form = useSchemaForm(
    ResetPasswordSchema,
    { password: "", confirmation: "" },
    {
      toInput: (values) => ({ token, password: values.password }),
      onInvalid: (errors) => toast({ type: "error", title: "Reset Failed", message: Object.values(errors)[0] }),
      onSubmit: (input, values) => values.password === values.confirmation && mutation.mutate(input),
    },
  );
  const { password, confirmation } = form.values;

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(() => void navigate({ to: "/auth/login" }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  if (mutation.isSuccess) {
    return (
      <div className="form">
        <Callout tone="success" title="Your new password is set">
          Taking you back to sign in in a few seconds…
        </Callout>
        <Link to="/auth/login" className="btn btn-primary btn-block">
          Sign in now
        </Link>
      </div>
    );
  }

  const tooShort = password.length > 0 && password.length < PASSWORD_MIN;
  const ready = password.length >= PASSWORD_MIN && password === confirmation;

  return (
    <form className="form" onSubmit={form.submit} noValidate>
      <fieldset className="form-fields" disabled={mutation.isPending}>
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => form.setField("password", e.target.value)}
          error={tooShort ? "Password must be at least 8 characters long" : undefined}
        />
        <PasswordStrengthMeter password={password} />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => form.setField("confirmation", e.target.value)}
        />
        <PasswordMatch password={password} confirmation={confirmation} />
      </fieldset>
      <Button type="submit" block loading={mutation.isPending} disabled={!ready}>
        Reset Password
      </Button>
      <BackToSignIn />
    </form>
  );
}
