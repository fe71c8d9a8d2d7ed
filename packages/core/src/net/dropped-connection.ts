// What Node reports when the other end closed or never accepted the connection.
const DROPPED_CODES = new Set(["ECONNRESET", "EPIPE", "ECONNREFUSED", "ETIMEDOUT"]);

/**
 * True when a request failed because its connection was dropped before an answer came, the error
 * thrown as is or wrapped in `cause`: the request may not have reached the service, and the same
 * request on a fresh connection may well work.
 */
export function isDroppedConnection(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const failure = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof failure.code === "string" && DROPPED_CODES.has(failure.code)) return true;
  if (typeof failure.message === "string" && /socket hang up/i.test(failure.message)) return true;
  return isDroppedConnection(failure.cause, depth + 1);
}
