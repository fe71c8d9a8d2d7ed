import { useStore } from "../../hooks/use-store";
import { announcementStore } from "../../lib/announcer";

/** Always mounted, so screen readers hear each new announcement. */
export function Announcer() {
  const message = useStore(announcementStore);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="announcer">
      {message}
    </p>
  );
}
