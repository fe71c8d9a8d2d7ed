export type StrengthLabel = "Weak" | "Fair" | "Good" | "Strong";

export interface PasswordStrength {
  /** 0 to 4: one point each for length 8+, mixed case, a digit, a special character. */
  score: number;
  label: StrengthLabel;
}

const LABELS: StrengthLabel[] = ["Weak", "Weak", "Fair", "Good", "Strong"];

export function passwordStrength(password: string): PasswordStrength {
  const checks = [password.length >= 8, /[a-z]/.test(password) && /[A-Z]/.test(password), /\d/.test(password), /[^A-Za-z0-9]/.test(password)];
  const score = checks.filter(Boolean).length;
  return { score, label: LABELS[score] ?? "Weak" };
}
