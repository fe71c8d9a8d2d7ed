import { useEffect, useState } from "react";
import { secondsUntil } from "../features/auth/resend-cooldown";

/** Whole seconds left until `until`, re-rendering once a second while it counts down. */
export function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(until, now);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new `until` needs the clock read afresh, and reading it during render would not be pure
    setNow(Date.now());
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return left;
}
