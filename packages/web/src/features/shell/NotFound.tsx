import { Link } from "@tanstack/react-router";
import { useStore } from "../../hooks/use-store";
import { session } from "../../lib/session";
import { Icon } from "../../components/ui/Icon";
import { Logo } from "../../components/ui/Logo";
import { AppShell } from "./AppShell";
import "./not-found.css";

/** The page's own content, inside whatever frame the visitor has. */
export function NotFoundPanel({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="card not-found" aria-labelledby="not-found-title">
      <span className="empty-icon" aria-hidden="true">
        <Icon name="search" size={28} />
      </span>
      <h1 id="not-found-title" className="page-title">
        Page not found
      </h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      {signedIn ? (
        <Link to="/dashboard" className="btn btn-primary">
          Go to the dashboard
        </Link>
      ) : (
        <Link to="/auth/login" className="btn btn-primary">
          Sign in
        </Link>
      )}
    </section>
  );
}

/** An unknown address: inside the app's shell for a signed-in user, else a plain page that leads to sign-in. */
export function NotFound() {
  const { token, user } = useStore(session);
  const signedIn = Boolean(token && user);
  if (signedIn) {
    return (
      <AppShell>
        <NotFoundPanel signedIn />
      </AppShell>
    );
  }
  return (
    <main className="standalone">
      <div className="not-found-frame">
        <Logo />
        <NotFoundPanel signedIn={false} />
      </div>
    </main>
  );
}
