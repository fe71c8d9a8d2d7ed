import { toConfig, type WidgetConfig } from "./config";
import { toReply, UNREACHABLE, type Reply } from "./reply";

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
}
