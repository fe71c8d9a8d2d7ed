import { RegisterSchema } from "@sitecrew/core/auth/schema";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { type FieldErrors, fieldErrorsOf, messageOf } from "../../lib/api";
import { validate } from "../../lib/form";
import { markVerificationSent } from "../../lib/resend-cooldown";
import { toast } from "../../lib/toasts";
import { register } from "../../queries/auth";
import { Button } from "../ui/Button";
import { PasswordField } from "../ui/PasswordField";
import { PasswordStrengthMeter } from "../ui/PasswordStrengthMeter";
import { TextField } from "../ui/TextField";

interface RegisterFormProps {
  email: string;
  onEmailChange: (email: string) => void;
}

export function RegisterForm({ email, onEmailChange }: RegisterFormProps) {
  const navigate = useNavigate();
  const [fields, setFields] = useState({ firstName: "", lastName: "", companyName: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});

  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (_answer, input) => {
      // Registering just sent the first email, so the resend button starts resting now.
      markVerificationSent(input.email, Date.now());
      toast({ title: "Register Succeed", message: "Please verify your email first" });
      void navigate({ to: "/auth/login", search: { mode: "check-inbox", email: input.email } });
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      toast({ type: "error", title: "Register Failed", message: messageOf(error, "An unknown error occurred.") });
    },
  });

  const edit = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(RegisterSchema, { ...fields, email });
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) mutation.mutate(result.value);
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <fieldset className="form-fields" disabled={mutation.isPending}>
        <div className="form-grid-2">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={fields.firstName}
            onChange={edit("firstName")}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={fields.lastName}
            onChange={edit("lastName")}
            error={errors.lastName}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
          error={errors.email}
        />
        <TextField
          label="Company name"
          name="companyName"
          autoComplete="organization"
          value={fields.companyName}
          onChange={edit("companyName")}
          error={errors.companyName}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={fields.password}
          onChange={edit("password")}
          error={errors.password}
          hint="At least 8 characters."
        />
        <PasswordStrengthMeter password={fields.password} />
      </fieldset>
      <Button type="submit" block loading={mutation.isPending}>
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
