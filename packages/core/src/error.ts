export type ErrorKind =
  | "input"
  | "auth"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payment"
  | "too_large"
  /** A body of a type the route does not take. */
  | "media_type"
  | "rate_limit"
  | "unavailable"
  /** A site or service we call did not answer as it should. */
  | "upstream";

/** An error whose code and message are safe to show to the user. */
export class VisibleError extends Error {
  constructor(
    public readonly kind: ErrorKind,
    public readonly code: string,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "VisibleError";
  }
}
