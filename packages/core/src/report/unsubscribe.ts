import { createHmac, timingSafeEqual } from "node:crypto";
import { Resource } from "sst";

/** Separates this use of the signing secret from the session tokens it also signs. */
const PURPOSE = "weekly-report-unsubscribe";

const signatureOf = (userId: string) => createHmac("sha256", Resource.JwtSecret.value).update(`${PURPOSE}\n${userId}`).digest("base64url");

/** The one-click link in every report: it names the account and is signed, so no sign-in is needed and no one else's can be made. */
export const unsubscribeLink = (userId: string) =>
  `${Resource.Site.url}/api/reports/weekly/unsubscribe?u=${encodeURIComponent(userId)}&s=${signatureOf(userId)}`;

/** The account a link's parameters name, when its signature is right. */
export function signedUser(userId: unknown, signature: unknown): string | undefined {
  if (typeof userId !== "string" || typeof signature !== "string" || userId.length > 64) return;
  const expected = Buffer.from(signatureOf(userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}
