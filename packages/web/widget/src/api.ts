import { toConfig, type WidgetConfig } from "./config";
import { toReply, UNREACHABLE, type Reply } from "./reply";

const LEAD_TAKEN = "Thanks! We'll get back to you by email.";

/** The widget's API: under /api on the origin that served the script, which is the dashboard's. */
export class WidgetApi {
  private readonly base: string;

  constructor(scriptUrl: string, widgetKey: string) {
    this.base = `${new URL(scriptUrl).origin}/api/widget/${encodeURIComponent(widgetKey)}`;
  }

  /** The agent's settings, or null when it cannot be shown here (unknown, paused, another site, offline). */
  async config(): Promise<WidgetConfig | null> {
    try {
      const response = await fetch(`${this.base}/config`, { credentials: "omit" });
      return response.ok ? toConfig(await response.json()) : null;
    } catch {
      return null;
    }
  }

  async send(content: string, session: string): Promise<Reply> {
    let response: Response;
    try {
      response = await fetch(`${this.base}/messages`, {
        method: "POST",
        credentials: "omit",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ content, session }),
      });
    } catch {
      return { ok: false, message: { from: "bot", text: UNREACHABLE, notice: true }, retryAfterSeconds: 0 };
    }
    return toReply(response);
  }

  /** Leaves the visitor's address and question for the site's owner; what to tell the visitor either way. */
  async leave(lead: { email: string; question: string; session: string; page: string }): Promise<{ ok: boolean; message: string }> {
    try {
      const response = await fetch(`${this.base}/leads`, {
        method: "POST",
        credentials: "omit",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(lead),
      });
      const body: unknown = await response.json().catch(() => null);
      const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
      const told = typeof fields.message === "string" && fields.message.trim() ? fields.message.trim() : null;
      return { ok: response.ok, message: told ?? (response.ok ? LEAD_TAKEN : UNREACHABLE) };
    } catch {
      return { ok: false, message: UNREACHABLE };
    }
  }
}
