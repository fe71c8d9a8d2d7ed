import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useStore } from "../../hooks/use-store";
import type { AuthMode, LoginSearch } from "./auth-search";
import { session } from "../../lib/session";
import { toast } from "../../lib/toasts";
import { verificationNotice } from "./verification-notice";
import { Icon } from "../../components/ui/Icon";
import { Logo } from "../../components/ui/Logo";
import "./auth.css";
import { CheckInbox } from "./CheckInbox";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { LoginForm } from "./LoginForm";
import { RegisterForm } from "./RegisterForm";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { TwoFactorForm } from "./TwoFactorForm";

interface AuthScreenProps {
  mode: AuthMode;
  search?: LoginSearch;
  resetToken?: string;
}

const HEADINGS: Record<AuthMode, { title: string; lead: string }> = {
  login: { title: "Welcome back", lead: "Sign in to manage your sites and content agents." },
  register: { title: "Create your account", lead: "Connect your website and put content agents to work." },
  "forgot-password": {
    title: "Forgot your password?",
    lead: "Enter the email you signed up with and we will send you a link to choose a new one.",
  },
  "reset-password": { title: "Reset your password", lead: "A reset link works once, for one hour. The new password needs at least 8 characters." },
  "2-fa-verify": { title: "Two-factor authentication", lead: "One more step: confirm it is you." },
  "check-inbox": { title: "Check your inbox", lead: "Verify your email address to finish creating your account." },
};

/** Every sign-in screen in one place; the mode comes from the URL so Back works between them. */
export function AuthScreen({ mode, search = {}, resetToken }: AuthScreenProps) {
  const { tempToken } = useStore(session);
  const [email, setEmail] = useState("");
  const effectiveMode: AuthMode = mode === "2-fa-verify" && !tempToken ? "login" : mode;
  const { title, lead } = HEADINGS[effectiveMode];
  const headingRef = useFocusOnModeChange(effectiveMode);
  useVerificationNotice(search);

  return (
    <div className="auth-layout">
      <aside className="auth-aside">
        <Logo inverted />
        <div className="auth-pitch">
          <h2>Content agents for every site you run.</h2>
          <ul>
            <li>
              <Icon name="sparkles" /> Blog agents that plan and publish on schedule
            </li>
            <li>
              <Icon name="camera" /> Short social videos, ready for Instagram
            </li>
            <li>
              <Icon name="chart" /> SEO audits and a chat agent for your visitors
            </li>
          </ul>
        </div>
        <p className="auth-aside-foot">Pay only for what your agents do, with a simple credits balance.</p>
      </aside>
      <main className="auth-main">
        <div className="auth-card">
          <div className="auth-card-logo">
            <Logo />
          </div>
          <h1 className="auth-title" ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          <p className="auth-lead">{lead}</p>
          {effectiveMode === "login" && <LoginForm email={email} onEmailChange={setEmail} redirectTo={search.redirect} />}
          {effectiveMode === "register" && <RegisterForm email={email} onEmailChange={setEmail} />}
          {effectiveMode === "forgot-password" && <ForgotPasswordForm email={email} onEmailChange={setEmail} />}
          {effectiveMode === "reset-password" && <ResetPasswordForm token={resetToken} />}
          {effectiveMode === "2-fa-verify" && <TwoFactorForm redirectTo={search.redirect} />}
          {effectiveMode === "check-inbox" && <CheckInbox email={search.email} />}
        </div>
      </main>
    </div>
  );
}

/**
 * Switching modes replaces the form under the keyboard user's focus; moving focus to the new heading
 * tells screen readers where they are. A form that focuses its own field (2FA code) keeps that.
 */
function useFocusOnModeChange(mode: AuthMode) {
  const ref = useRef<HTMLHeadingElement>(null);
  const previous = useRef(mode);
  useEffect(() => {
    if (previous.current === mode) return;
    previous.current = mode;
    const card = ref.current?.closest(".auth-card");
    if (!card?.contains(document.activeElement)) ref.current?.focus();
  }, [mode]);
  return ref;
}

/** Shows the email-verification outcome once, then drops the parameters so a reload stays quiet. */
function useVerificationNotice(search: LoginSearch) {
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    const notice = verificationNotice(search);
    if (!notice || shown.current) return;
    shown.current = true;
    toast(notice);
    void navigate({
      to: "/auth/login",
      search: { mode: search.mode, email: search.email, redirect: search.redirect },
      replace: true,
    });
  }, [search, navigate]);
}
