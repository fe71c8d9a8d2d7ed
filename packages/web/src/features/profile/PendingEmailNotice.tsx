import { useMutation } from "@tanstack/react-query";
import { useProfileCache } from "./use-profile-cache";
import { messageOf } from "../../lib/api";
import { cancelPendingEmail } from "./profile-queries";
import { Button } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";
import { profileToast } from "./profile-toast";
import "./profile.css";

/** A new address waits for its owner to click the link; until then the old one signs in, and the change can be dropped. */
interface PendingEmailNoticeProps {
  pending: string;
  current: string;
  onCancelled: () => void;
}

export function PendingEmailNotice({ pending, current, onCancelled }: PendingEmailNoticeProps) {
  const cache = useProfileCache();
  const cancel = useMutation({
    mutationFn: cancelPendingEmail,
    onSuccess: (answer) => {
      cache.store(answer.data);
      profileToast({ message: "Email change cancelled." });
      onCancelled();
    },
    onError: (error) => profileToast({ type: "error", message: messageOf(error, "Could not cancel the change. Please try again.") }),
  });

  return (
    <div className="pending-email" role="status">
      <Icon name="mail" className="pending-email-icon" />
      <div className="pending-email-text">
        <p className="pending-email-title">
          Waiting for confirmation: <strong>{pending}</strong>
        </p>
        <p className="muted">Open the link we sent to that address to finish the change. Until then you keep signing in with {current}.</p>
      </div>
      <Button variant="secondary" size="sm" loading={cancel.isPending} onClick={() => cancel.mutate()}>
        Cancel change
      </Button>
    </div>
  );
}
