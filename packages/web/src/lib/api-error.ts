export const NO_RESPONSE_MESSAGE = "No response from server. Please try again later.";

export type FieldErrors = Record<string, string>;

/** An API failure: the server's `{ code, message, fields }`, or status 0 when nothing answered. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

interface ApiHooks {
  bearer: () => string | null;
  onUnauthorized: (error: ApiError) => void;
}

/** Set once by the app: where the bearer token comes from, and what a lost session does. */
export const hooks: ApiHooks = { bearer: () => null, onUnauthorized: () => {} };

export function configureApi(next: Partial<ApiHooks>): void {
  Object.assign(hooks, next);
}
