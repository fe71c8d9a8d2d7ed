import { Link } from "@tanstack/react-router";
import { TextField } from "../../components/ui/TextField";

/** The email is the auth screen's, so it carries over between sign in, sign up and a forgotten password. */
export interface AuthEmailProps {
  email: string;
  onEmailChange: (email: string) => void;
}

export function AuthEmailField({ email, onEmailChange, error }: AuthEmailProps & { error?: string }) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => onEmailChange(e.target.value)} error={error} />;
}

export function BackToSignIn({ lead }: { lead?: string }) {
  return (
    <p className="auth-switch">
      {lead && <>{lead} </>}
      <Link to="/auth/login" className="link">
        Back to sign in
      </Link>
    </p>
  );
}
