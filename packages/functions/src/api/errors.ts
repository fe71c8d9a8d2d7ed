import { VisibleError, type ErrorKind } from "@sitecrew/core/error";
import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isUnavailable, RETRY_AFTER_SECONDS } from "./unavailable";

const statusOf: Record<ErrorKind, ContentfulStatusCode> = {
  input: 400,
  auth: 401,
  payment: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  media_type: 415,
  rate_limit: 429,
  unavailable: 503,
  upstream: 502,
};

export const onError: ErrorHandler = (error, c) => {
  if (error instanceof VisibleError) {
    return c.json({ code: error.code, message: error.message, fields: error.fields }, statusOf[error.kind]);
  }
  if (error instanceof HTTPException) {
    return c.json({ code: "http_error", message: error.message || "The request could not be handled" }, error.status);
  }
  if (isUnavailable(error)) {
    console.error(`The database did not answer: ${error instanceof Error ? error.message : String(error)}`);
    c.header("retry-after", String(RETRY_AFTER_SECONDS));
    return c.json({ code: "unavailable", message: "The database is not reachable right now. Please try again in a moment." }, 503);
  }
  console.error(error);
  return c.json({ code: "internal_error", message: "Something went wrong. Please try again." }, 500);
};
