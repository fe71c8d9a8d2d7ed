import { passwordStrength } from "../../lib/password-strength";

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  return (
    <div className={`strength strength-${label.toLowerCase()}`}>
      <div className="strength-bars" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={step <= Math.max(score, 1) ? "strength-bar is-on" : "strength-bar"} />
        ))}
      </div>
      <p className="strength-label">
        Password strength: <strong>{label}</strong>
      </p>
    </div>
  );
}

export function PasswordMatch({ password, confirmation }: { password: string; confirmation: string }) {
  if (!confirmation) return null;
  const matches = password === confirmation;
  return <p className={matches ? "match match-ok" : "match match-bad"}>{matches ? "Passwords match" : "Passwords do not match"}</p>;
}
