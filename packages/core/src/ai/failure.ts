import { APICallError, NoObjectGeneratedError, NoOutputGeneratedError, TypeValidationError, JSONParseError } from "ai";
import type { ProviderChoice } from "./model";

export interface Failure {
  /** What went wrong, as a sentence; retryable failures get their advice added by the caller. */
  reason: string;
  retry: boolean;
  /** What the provider asked for in Retry-After, if anything. */
  retryAfterMs?: number;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} seconds`;

function retryAfter(headers: Record<string, string> | undefined): number | undefined {
  const value = headers?.["retry-after"];
  if (!value) return undefined;
  const delay = Number.isFinite(Number(value)) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(delay) && delay >= 0 ? delay : undefined;
}

/** Turns what the AI SDK threw into a reason a site owner can read, and whether another try may help. */
export function describeFailure(error: unknown, choice: ProviderChoice, timedOut: boolean): Failure {
  const where = choice.adapter === "bedrock" ? "Amazon Bedrock" : "The AI provider";
  if (timedOut) return { reason: `${where} did not answer within ${seconds(choice.retry.timeoutMs)}.`, retry: true };
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 429) {
      return { reason: `${where} is rate-limiting requests (429).`, retry: true, retryAfterMs: retryAfter(error.responseHeaders) };
    }
    if (status === 401 || status === 403) {
      return { reason: `${where} refused the credentials (${status}). Check the API key or the role's access to the model.`, retry: false };
    }
    if (status === 404) return { reason: `${where} does not know the model "${choice.model}" (404). Check AI_MODEL.`, retry: false };
    if (status !== undefined && status >= 500) return { reason: `${where} failed with a server error (${status}).`, retry: true };
    if (status !== undefined) return { reason: `${where} rejected the request (${status}): ${error.message}`, retry: false };
    return { reason: `${where} could not be reached${choice.baseURL ? ` at ${choice.baseURL}` : ""}.`, retry: true };
  }
  if (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error)
  ) {
    return { reason: `${where} answered, but not with a post in the expected format (malformed or incomplete output).`, retry: true };
  }
  if (error instanceof Error && /fetch failed|ECONNREFUSED|ECONNRESET|socket|network/i.test(`${error.message} ${String(error.cause)}`)) {
    return { reason: `${where} could not be reached${choice.baseURL ? ` at ${choice.baseURL}` : ""}.`, retry: true };
  }
  return { reason: `${where} failed: ${error instanceof Error ? error.message : String(error)}`, retry: false };
}
