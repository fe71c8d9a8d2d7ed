import { ForgotPasswordSchema } from "@sitecrew/core/auth/schema";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { FormEvent } from "react";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { messageOf } from "../../lib/api";
import { toast } from "../../lib/toasts";
import { forgotPassword } from "./auth-queries";
import { Button } from "../../components/ui/Button";
import { AuthEmailField, type AuthEmailProps, BackToSignIn } from "./AuthEmailField";

export function ForgotPasswordForm({ email, onEmailChange }: AuthEmailProps) {
  const navigate = useNavigate();

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

  const form = useSchemaForm(ForgotPasswordSchema, {}, { toInput: () => ({ email }), onSubmit: (input) => mutation.mutate(input.email) });

  function submit(event: FormEvent) {
    if (email.trim()) return form.submit(event);
    event.preventDefault();
    form.reset();
    toast({ type: "error", title: "Email Required", message: "Please enter your email address" });
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <fieldset className="form-fields" disabled={mutation.isPending}>
        <AuthEmailField email={email} onEmailChange={onEmailChange} error={form.errors.email} />
      </fieldset>
      <Button type="submit" block loading={mutation.isPending}>
        Send Reset Link
      </Button>
      <BackToSignIn lead="Remembered it?" />
    </form>
  );
}
