import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useSecondsUntil } from "../../hooks/use-seconds-until";
import { ApiError, messageOf } from "../../lib/api";
import { countdownText, markVerificationSent, resendAllowedAt } from "./resend-cooldown";
import { toast } from "../../lib/toasts";
import { resendVerification } from "./auth-queries";
import { Button } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";

/** After registering: where the verification link went, a throttled resend, and the way back to sign in. */
export function CheckInbox({ email }: { email?: string }) {
  const hintId = useId();
  const [allowedAt, setAllowedAt] = useState(() => (email ? resendAllowedAt(email) : null));
  const secondsLeft = useSecondsUntil(allowedAt);

  const startCooldown = (address: string) => {
    markVerificationSent(address, Date.now());
    setAllowedAt(resendAllowedAt(address));
  };

  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (answer, address) => {
      startCooldown(address);
      toast({ title: "Email Sent", message: answer.message });
    },
    onError: (error, address) => {
      // The server is throttling: wait a full round before offering the button again.
      if (error instanceof ApiError && error.status === 429) startCooldown(address);
      toast({ type: "error", title: "Email Not Sent", message: messageOf(error, "An unknown error occurred.") });
    },
  });

  return (
    <div className="form check-inbox">
      <div className="empty-icon" aria-hidden="true">
        <Icon name="mail" size={28} />
      </div>
      <p>
        {email ? (
          <>
            We sent a verification link to <strong className="check-inbox-email">{email}</strong>.
          </>
        ) : (
          "We sent a verification link to your email address."
        )}{" "}
        Open it to verify your email, then sign in.
      </p>
      <p className="muted">The link works for 24 hours. Not there? Look in your spam or junk folder.</p>
      {email && (
        <div className="check-inbox-resend">
          <Button
            variant="secondary"
            block
            loading={resend.isPending}
            disabled={secondsLeft > 0}
            aria-describedby={hintId}
            onClick={() => resend.mutate(email)}
          >
            <Icon name="mail" size={16} /> Resend email
          </Button>
          <p className="field-hint check-inbox-countdown" id={hintId} data-testid="resend-countdown">
            {countdownText(secondsLeft)}
          </p>
        </div>
      )}
      <Link to="/auth/login" className="btn btn-primary btn-block">
        Back to sign in
      </Link>
      <p className="auth-switch">
        Used the wrong address?{" "}
        <Link to="/auth/login" search={{ mode: "register" }} className="link">
          Sign up again
        </Link>
      </p>
    </div>
  );
}
