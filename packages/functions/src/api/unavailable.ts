/** How long a client should wait before trying again while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

// The connection never got an answer: the service is down, restarting, or the network is.
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
const NETWORK_NAMES = new Set(["TimeoutError", "NetworkingError", "RequestTimeout", "RequestTimeoutException"]);
// DynamoDB answered that it cannot serve the request now; the same request may work shortly.
const BUSY_NAMES = new Set([
  "ServiceUnavailable",
  "ServiceUnavailableException",
  "ThrottlingException",
  "ProvisionedThroughputExceededException",
  "RequestLimitExceeded",
]);

interface Failure {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when an AWS SDK call failed because the service could not be reached or is overloaded,
 * whether thrown as is or wrapped (ElectroDB puts the SDK's error in `cause`).
 */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const failure = error as Failure;
  if (typeof failure.code === "string" && NETWORK_CODES.has(failure.code)) return true;
  if (typeof failure.name === "string" && (NETWORK_NAMES.has(failure.name) || BUSY_NAMES.has(failure.name))) return true;
  if (typeof failure.message === "string" && /socket hang up/i.test(failure.message)) return true;
  if (Array.isArray(failure.errors) && failure.errors.some((inner) => isUnavailable(inner, depth + 1))) return true;
  return isUnavailable(failure.cause, depth + 1);
}
