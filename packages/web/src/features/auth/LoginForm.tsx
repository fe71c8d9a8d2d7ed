import { LoginSchema } from "@sitecrew/core/auth/schema";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useCompleteSignIn } from "./use-complete-sign-in";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { messageOf } from "../../lib/api";
import { session } from "../../lib/session";
import { toast } from "../../lib/toasts";
import { login } from "./auth-queries";
import { Button } from "../../components/ui/Button";
import { PasswordField } from "../../components/ui/PasswordField";
import { AuthEmailField, type AuthEmailProps } from "./AuthEmailField";

interface LoginFormProps extends AuthEmailProps {
  redirectTo?: string;
}

export function LoginForm({ email, onEmailChange, redirectTo }: LoginFormProps) {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn(redirectTo);

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (result.twoFAEnabled) {
        session.awaitTwoFactor(result.token);
        void navigate({ to: "/auth/login", search: { mode: "2-fa-verify", redirect: redirectTo } });
        return;
      }
      if (!result.user) {
        toast({ type: "error", title: "Login Failed", message: "An unknown error occurred." });
        return;
      }
      completeSignIn(result.token, result.user, { title: "Login Succeed", message: "Logging in" });
    },
    onError: (error) => {
      toast({ type: "error", title: "Login Failed", message: messageOf(error, "An unknown error occurred.") });
    },
  });

  const form = useSchemaForm(
    LoginSchema,
    { password: "", rememberMe: false },
    { toInput: (values) => ({ ...values, email }), onSubmit: (input) => mutation.mutate(input) },
  );
  const { values, errors } = form;

  return (
    <form className="form" onSubmit={form.submit} noValidate>
      <fieldset className="form-fields" disabled={mutation.isPending}>
        <AuthEmailField email={email} onEmailChange={onEmailChange} error={errors.email} />
        <PasswordField label="Password" autoComplete="current-password" {...form.field("password")} />
        <div className="form-row-between">
          <label className="checkbox">
            <input type="checkbox" checked={values.rememberMe} onChange={(e) => form.setField("rememberMe", e.target.checked)} />
            Remember me
          </label>
          <Link to="/auth/login" search={{ mode: "forgot-password" }} className="link">
            Forgot password?
          </Link>
        </div>
      </fieldset>
      <Button type="submit" block loading={mutation.isPending}>
        Sign In
      </Button>
      <p className="auth-switch">
        Don&apos;t have an account?{" "}
        <Link to="/auth/login" search={{ mode: "register" }} className="link">
          Sign up
        </Link>
      </p>
    </form>
  );
}
