import { ForgotPasswordSchema } from "@sitecrew/core/auth/schema";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { messageOf } from "../../lib/api";
import { validate } from "../../lib/form";
import { toast } from "../../lib/toasts";
import { forgotPassword } from "../../queries/auth";
import { Button } from "../ui/Button";
import { TextField } from "../ui/TextField";

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
}

export function ForgotPasswordForm({ email, onEmailChange }: ForgotPasswordFormProps) {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();

  const mutation = useMutation({
    mutationFn: forgotPassword,
    onSuccess: () => {
      toast({ title: "Email Sent", message: "Reset instructions have been sent to your email" });
      void navigate({ to: "/auth/login" });
    },
    onError: (failure) => {
      toast({
        type: "error",
        title: "Reset Failed",
        message: messageOf(failure, "Failed to send reset instructions. Please try again."),
      });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setError(undefined);
      toast({ type: "error", title: "Email Required", message: "Please enter your email address" });
      return;
    }
    const result = validate(ForgotPasswordSchema, { email });
    setError(result.ok ? undefined : result.errors.email);
    if (result.ok) mutation.mutate(result.value.email);
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
          error={error}
        />
      </fieldset>
      <Button type="submit" block loading={mutation.isPending}>
        Send Reset Link
      </Button>
      <p className="auth-switch">
        Remembered it?{" "}
        <Link to="/auth/login" className="link">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
