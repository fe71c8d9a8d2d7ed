import { RegisterSchema } from "@sitecrew/core/auth/schema";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useSchemaForm } from "../../hooks/use-schema-form";
import { messageOf } from "../../lib/api";
import { markVerificationSent } from "./resend-cooldown";
import { toast } from "../../lib/toasts";
import { register } from "./auth-queries";
import { Button } from "../../components/ui/Button";
import { PasswordField } from "../../components/ui/PasswordField";
import { PasswordStrengthMeter } from "../../components/ui/PasswordStrengthMeter";
import { TextField } from "../../components/ui/TextField";
import { AuthEmailField, type AuthEmailProps } from "./AuthEmailField";

export function RegisterForm({ email, onEmailChange }: AuthEmailProps) {
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (_answer, input) => {
      // Registering just sent the first email, so the resend button starts resting now.
      markVerificationSent(input.email, Date.now());
      toast({ title: "Register Succeed", message: "Please verify your email first" });
      void navigate({ to: "/auth/login", search: { mode: "check-inbox", email: input.email } });
    },
    onError: (error) => {
      toast({ type: "error", title: "Register Failed", message: messageOf(error, "An unknown error occurred.") });
    },
  });

  const form = useSchemaForm(
    RegisterSchema,
    { firstName: "", lastName: "", companyName: "", password: "" },
    // The browser's zone sets when the weekly report arrives (Monday 08:00 there); the profile can change it.
    {
      toInput: (values) => ({ ...values, email, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
      onSubmit: (input) => mutation.mutateAsync(input),
    },
  );

  return (
    <form className="form" onSubmit={form.submit} noValidate>
      <fieldset className="form-fields" disabled={form.submitting}>
        <div className="form-grid-2">
          <TextField label="First name" autoComplete="given-name" {...form.field("firstName")} />
          <TextField label="Last name" autoComplete="family-name" {...form.field("lastName")} />
        </div>
        <AuthEmailField email={email} onEmailChange={onEmailChange} error={form.errors.email} />
        <TextField label="Company name" autoComplete="organization" {...form.field("companyName")} />
        <PasswordField label="Password" autoComplete="new-password" {...form.field("password")} hint="At least 8 characters." />
        <PasswordStrengthMeter password={form.values.password} />
      </fieldset>
      <Button type="submit" block loading={form.submitting}>
        Create Account
      </Button>
      <p className="auth-switch">
        Already have an account?{" "}
        <Link to="/auth/login" className="link">
          Sign in
        </Link>
      </p>
    </form>
  );
}
