import { createHmac, timingSafeEqual } from "node:crypto";
import { Resource } from "sst";

/** Separates this use of the signing secret from the session tokens it also signs. */
const PURPOSE = "weekly-report-unsubscribe";

/** How long a report's link unsubscribes: an old email, forwarded or leaked, stops speaking for the account. */
export const LINK_DAYS = 60;
const LINK_MS = LINK_DAYS * 24 * 60 * 60_000;

/** The link's query: the account, when the link was made (seconds), and the signature over both. */
export interface UnsubscribeParams {
  u?: string;
  t?: string;
  s?: string;
}

export type LinkRefusal = "invalid" | "expired";

// The time has no line break, so the signed text splits one way only.
const signatureOf = (userId: string, issuedAt: string) =>
  createHmac("sha256", Resource.JwtSecret.value).update(`${PURPOSE}\n${userId}\n${issuedAt}`).digest("base64url");

/** The one-click link in every report: it names the account and is signed, so no sign-in is needed and no one else's can be made. */
export function unsubscribeLink(userId: string, now = Date.now()) {
  const issuedAt = String(Math.floor(now / 1000));
  const query = new URLSearchParams({ u: userId, t: issuedAt, s: signatureOf(userId, issuedAt) });
  return `${Resource.Site.url}/api/reports/weekly/unsubscribe?${query.toString()}`;
}

/**
 * The account a link names, when its signature is right and it is under 60 days old. Links made
 * before they carried a time are refused as invalid: they would otherwise never expire.
 */
export function signedUser({ u, t, s }: UnsubscribeParams, now = Date.now()): { userId: string } | LinkRefusal {
  if (!u || !t || !s || u.length > 64 || !/^\d{1,12}$/.test(t)) return "invalid";
  const expected = Buffer.from(signatureOf(u, t));
  const given = Buffer.from(s);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return now - Number(t) * 1000 > LINK_MS ? "expired" : { userId: u };
}
