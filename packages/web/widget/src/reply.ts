import { botMessage, type ChatMessage } from "./message";

export const UNREACHABLE = "The chat could not be reached. Please try again.";
const UNAVAILABLE = "The chat is unavailable right now. Please try again later.";
const TOO_FAST = "You are sending messages too quickly. Please wait a moment.";
/** The pause after a 429 whose Retry-After the browser does not show (a cross-origin answer must expose it). */
const DEFAULT_RETRY_SECONDS = 10;

/** `offerLead`: the chat could not help (or was asked for a person), so the visitor may leave an email address. */
export type Reply = { ok: true; message: ChatMessage; offerLead?: true } | { ok: false; message: ChatMessage; retryAfterSeconds: number };

const notice = (text: string, retryAfterSeconds = 0): Reply => ({
  ok: false,
  message: { from: "bot", text, notice: true },
  retryAfterSeconds,
});

/** Retry-After as whole seconds from now: a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 0;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? 0 : Math.max(0, Math.ceil((date - now) / 1000));
}

/** What the visitor sees for the API's answer to a message: the bot's answer, or a notice in the bot's place. */
export async function toReply(response: Response, now = Date.now()): Promise<Reply> {
  const body: unknown = await response.json().catch(() => null);
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  if (response.ok) {
    if (typeof fields.content !== "string" || !fields.content.trim()) return notice(UNAVAILABLE);
    return {
      ok: true,
      message: botMessage(fields.content, fields.source, fields.sources),
      ...(fields.offer_lead === true ? { offerLead: true as const } : {}),
    };
  }
  const serverMessage = typeof fields.message === "string" && fields.message.trim() ? fields.message.trim() : null;
  if (response.status === 429) {
    const header = response.headers.get("retry-after");
    return notice(serverMessage ?? TOO_FAST, header ? retryAfterSeconds(header, now) : DEFAULT_RETRY_SECONDS);
  }
  if (response.status >= 500 && fields.code !== "chat_unavailable") return notice(UNAVAILABLE);
  return notice(serverMessage ?? UNAVAILABLE);
}
