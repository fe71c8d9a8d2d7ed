import { LoginSchema } from "@sitecrew/core/auth/schema";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useCompleteSignIn } from "../../hooks/use-complete-sign-in";
import { type FieldErrors, messageOf } from "../../lib/api";
import { validate } from "../../lib/form";
import { session } from "../../lib/session";
import { toast } from "../../lib/toasts";
import { login } from "../../queries/auth";
import { Button } from "../ui/Button";
import { PasswordField } from "../ui/PasswordField";
import { TextField } from "../ui/TextField";

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  redirectTo?: string;
}

export function LoginForm({ email, onEmailChange, redirectTo }: LoginFormProps) {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn(redirectTo);
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

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

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(LoginSchema, { email, password, rememberMe });
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) mutation.mutate(result.value);
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <fieldset className="form-fields" disabled={mutation.isPending}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <div className="form-row-between">
          <label className="checkbox">
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
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
