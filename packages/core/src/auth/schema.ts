import * as v from "valibot";
import { TimeZoneSchema } from "../util/time-zone";
import { singleLine } from "../util/text";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// Missing keys read as "" so they get the field's own message rather than a generic one.
const text = (message: string) => v.optional(v.string(message), "");

export const EmailSchema = v.pipe(
  text("Please enter your email address"),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty("Please enter your email address"),
  v.maxLength(254, "Email address is too long"),
  v.email("Please enter a valid email address"),
);

export const NewPasswordSchema = v.pipe(
  text("Please enter a password"),
  v.minLength(PASSWORD_MIN, "Password must be at least 8 characters long"),
  v.maxLength(PASSWORD_MAX, "Password must be at most 128 characters long"),
);

const PasswordSchema = v.pipe(
  text("Please enter your password"),
  v.nonEmpty("Please enter your password"),
  v.maxLength(PASSWORD_MAX, "Password must be at most 128 characters long"),
);

export const requiredText = (label: string, max = 100) =>
  v.pipe(text(`${label} is required`), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(max, `${label} must be at most ${max} characters`));

/** A person's first or last name: it goes into the mail we send, so it stays on one line. */
export const personName = (label: string) => v.pipe(requiredText(label, 50), singleLine(label));

export const RegisterSchema = v.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  email: EmailSchema,
  companyName: requiredText("Company name"),
  password: NewPasswordSchema,
  /** The browser's zone, where the weekly report's Monday is; UTC when the browser gives none. */
  timeZone: v.optional(TimeZoneSchema, "UTC"),
});

export const LoginSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  rememberMe: v.optional(v.boolean(), false),
});

export const ForgotPasswordSchema = v.object({
  email: EmailSchema,
  is_admin: v.optional(v.boolean(), false),
});

export const ResetPasswordSchema = v.object({
  token: v.pipe(
    text("Reset token is missing or invalid"),
    v.nonEmpty("Reset token is missing or invalid"),
    v.maxLength(200, "Reset token is missing or invalid"),
  ),
  password: NewPasswordSchema,
});

/** A 6-digit authenticator code, or a recovery code, at sign-in. */
export const TwoFactorLoginSchema = v.object({
  token: v.pipe(text("Please enter the code"), v.trim(), v.nonEmpty("Please enter the code"), v.maxLength(20, "Please enter the code")),
});

export const SixDigitCodeSchema = v.pipe(text("Please enter a valid 6-digit code"), v.trim(), v.regex(/^\d{6}$/, "Please enter a valid 6-digit code"));

export const VerifyTwoFactorSchema = v.object({
  token: SixDigitCodeSchema,
  secret: v.pipe(text("Secret key not found"), v.nonEmpty("Secret key not found"), v.maxLength(64, "Secret key not found")),
});

const CodeSchema = v.pipe(text("Please enter the code"), v.trim(), v.nonEmpty("Please enter the code"), v.maxLength(20, "Please enter the code"));

/** The password again, before turning 2FA on. */
export const PasswordProofSchema = v.object({ password: PasswordSchema });

/** The password and a current authenticator or recovery code, before turning 2FA off or replacing recovery codes. */
export const PasswordAndCodeSchema = v.object({ password: PasswordSchema, token: CodeSchema });

export const ResendVerificationSchema = v.object({ email: EmailSchema });

export const TokenSchema = v.object({
  token: v.pipe(
    text("Reset token is missing or invalid"),
    v.nonEmpty("Reset token is missing or invalid"),
    v.maxLength(200, "Reset token is missing or invalid"),
  ),
});

export const ChangePasswordSchema = v.object({
  currentPassword: PasswordSchema,
  newPassword: NewPasswordSchema,
});

export const DeleteAccountSchema = v.object({
  confirm: v.pipe(
    text("Type DELETE to confirm"),
    v.check((value) => value === "DELETE", "Type DELETE to confirm"),
  ),
  password: PasswordSchema,
});
