import { VisibleError } from "@sitecrew/core/error";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";

export const JSON_LIMIT = 64 * 1024;

/** Refuses JSON and form bodies above 64 KB; upload routes set their own limit. */
export const limitJsonBody = () => {
  const limit = limitBody(JSON_LIMIT);
  return createMiddleware(async (c, next) => {
    if (c.req.header("content-type")?.startsWith("multipart/form-data")) return next();
    return limit(c, next);
  });
};

/** Refuses bodies above the limit before they are read. */
export const limitBody = (maxSize: number, message = "The request body is too large") =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new VisibleError("too_large", "payload_too_large", message);
    },
  });

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new VisibleError("input", "invalid_json", "The request body is not valid JSON");
  }
}

type LambdaEnv = { event?: { requestContext?: { http?: { sourceIp?: string } } } };
type NodeEnv = { incoming?: { socket?: { remoteAddress?: string } } };

/** The caller's address: CloudFront's viewer header in the cloud, the socket locally. */
export function clientIp(c: Context): string | undefined {
  const viewer = c.req.header("cloudfront-viewer-address");
  if (viewer) return viewer.replace(/:\d+$/, "");
  const env = c.env as (LambdaEnv & NodeEnv) | undefined;
  return env?.event?.requestContext?.http?.sourceIp ?? env?.incoming?.socket?.remoteAddress;
}
