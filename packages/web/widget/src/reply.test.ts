import { describe, expect, it } from "vitest";
import { sourceLine, toMessage } from "./message";
import { retryAfterSeconds, toReply, UNREACHABLE } from "./reply";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("the API's answer to a message", () => {
  it("becomes the bot's answer with its page source", async () => {
    const reply = await toReply(json(200, { content: "The basic plan is $19 per month.", source: { title: "Price list", url: null, page: 2 } }));
    expect(reply).toEqual({
      ok: true,
      message: { from: "bot", text: "The basic plan is $19 per month.", source: { title: "Price list", url: null, page: 2 } },
    });
  });

  it("offers the lead form only when the API says so", async () => {
    const refused = await toReply(json(200, { content: "I couldn't find that.", source: null, sources: [], offer_lead: true }));
    expect(refused).toMatchObject({ ok: true, offerLead: true });
    const answered = await toReply(json(200, { content: "Open at nine.", source: null, sources: [], offer_lead: false }));
    expect(answered).not.toHaveProperty("offerLead");
  });

  it("keeps every source of an answer that cites several, numbered as its text names them", async () => {
    const sources = [
      { title: "Coffee.pdf", url: null, page: 1 },
      { title: "Prices", url: "https://example.com/prices", page: null },
    ];
    const reply = await toReply(json(200, { content: "Four varieties [1]. GBP 8.50 a bag [2].", source: sources[0], sources }));
    expect(reply.message).toEqual({ from: "bot", text: "Four varieties [1]. GBP 8.50 a bag [2].", source: sources[0], sources });
    expect(sourceLine(sources[1]!, 2)).toEqual({ label: "[2] ", title: "Prices", href: "https://example.com/prices", page: "" });
    // A broken entry would shift the numbers: the first source alone is shown.
    const broken = await toReply(json(200, { content: "a [1] b [2]", source: sources[0], sources: [sources[0], { url: "x" }] }));
    expect(broken.message).toEqual({ from: "bot", text: "a [1] b [2]", source: sources[0] });
    expect(toMessage(JSON.parse(JSON.stringify(reply.message)))).toEqual(reply.message);
  });

  it("keeps http(s) source links and drops any other scheme", async () => {
    const https = await toReply(json(200, { content: "a", source: { title: "Prices", url: "https://example.com/prices", page: null } }));
    expect(https.message.source).toEqual({ title: "Prices", url: "https://example.com/prices", page: null });
    for (const url of ["javascript:alert(1)", "data:text/html,<b>x</b>", "/relative", "ftp://example.com/x"]) {
      const reply = await toReply(json(200, { content: "a", source: { title: "Prices", url, page: 3 } }));
      expect(reply.message.source).toEqual({ title: "Prices", url: null, page: 3 });
    }
  });

  it("has no source when the API gives none or a broken one", async () => {
    expect((await toReply(json(200, { content: "a", source: null }))).message.source).toBeNull();
    expect((await toReply(json(200, { content: "a", source: { url: "https://example.com" } }))).message.source).toBeNull();
  });

  it("shows the server's message for 429 and waits as long as Retry-After says", async () => {
    const message = "You are sending messages too quickly. Please wait a moment.";
    const reply = await toReply(json(429, { code: "too_many_requests", message }, { "retry-after": "17" }));
    expect(reply).toEqual({ ok: false, message: { from: "bot", text: message, notice: true }, retryAfterSeconds: 17 });
  });

  it("still pauses after a 429 whose Retry-After it cannot read", async () => {
    const reply = await toReply(json(429, { code: "too_many_requests" }));
    expect(reply).toMatchObject({ ok: false, message: { text: "You are sending messages too quickly. Please wait a moment." } });
    expect(reply.ok || reply.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("shows the server's message when the chat is unavailable or the input is refused", async () => {
    const unavailable = "The chat is unavailable right now. Please try again later.";
    expect((await toReply(json(503, { code: "chat_unavailable", message: unavailable }))).message).toEqual({ from: "bot", text: unavailable, notice: true });
    const refused = await toReply(json(400, { code: "validation_failed", message: "Message is too long." }));
    expect(refused).toMatchObject({ ok: false, message: { text: "Message is too long.", notice: true }, retryAfterSeconds: 0 });
  });

  it("does not show internal errors' texts, nor a body that is not JSON", async () => {
    const internal = await toReply(json(500, { code: "internal", message: "TypeError: x is undefined" }));
    expect(internal.message.text).toBe("The chat is unavailable right now. Please try again later.");
    const html = await toReply(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(html.message.text).toBe("The chat is unavailable right now. Please try again later.");
    const empty = await toReply(json(200, { content: "   " }));
    expect(empty.ok).toBe(false);
  });

  it("has a wording for an unreachable chat", () => {
    expect(UNREACHABLE).toBe("The chat could not be reached. Please try again.");
  });
});

describe("Retry-After", () => {
  it("reads seconds and HTTP dates", () => {
    const now = Date.parse("2026-11-23T10:00:00Z");
    expect(retryAfterSeconds("30", now)).toBe(30);
    expect(retryAfterSeconds("Mon, 23 Nov 2026 10:00:45 GMT", now)).toBe(45);
    expect(retryAfterSeconds("Mon, 23 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBe(0);
    expect(retryAfterSeconds("soon", now)).toBe(0);
  });
});
