/** How long the "Resend email" button rests after each send; the API throttles too, this keeps people from hitting it. */
export const RESEND_COOLDOWN_MS = 60_000;

/** Whole seconds until `until`, rounded up so the countdown never shows 0 while still waiting. */
export function secondsUntil(until: number | null, now: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export function countdownText(seconds: number): string {
  return seconds > 0 ? `You can send another email in ${seconds} s.` : "Didn't get it? You can send it again.";
}

// Kept in memory per address: registering and the check-inbox screen share it across the route change,
// and a reload only loses the hint (the API still throttles).
const lastSent = new Map<string, number>();

const keyOf = (email: string) => email.trim().toLowerCase();

export function markVerificationSent(email: string, now: number): void {
  lastSent.set(keyOf(email), now);
}

/** When the next verification email may be asked for, or null if it may be asked for now. */
export function resendAllowedAt(email: string): number | null {
  const sent = lastSent.get(keyOf(email));
  return sent === undefined ? null : sent + RESEND_COOLDOWN_MS;
}
