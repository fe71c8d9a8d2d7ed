import { toMessage, type ChatMessage } from "./message";
import { newSessionToken, SESSION_TOKEN } from "./session-token";

export const KEPT_MESSAGES = 50;

interface Saved {
  session: string;
  messages: ChatMessage[];
  open: boolean;
}

/**
 * One widget's conversation in the tab's session storage, so it survives navigating the site:
 * the session token the API knows the visitor by, the last messages and whether the panel was open.
 * Without usable storage (blocked, full, private modes) it still works for the page's lifetime.
 */
export class Memory {
  private readonly state: Saved;

  constructor(
    private readonly storage: Pick<Storage, "getItem" | "setItem"> | null,
    private readonly widgetKey: string,
    newToken: () => string = newSessionToken,
  ) {
    const saved = this.read();
    this.state = saved ?? { session: newToken(), messages: [], open: false };
    if (!saved) this.write();
  }

  get session() {
    return this.state.session;
  }

  get messages(): readonly ChatMessage[] {
    return this.state.messages;
  }

  get open() {
    return this.state.open;
  }

  set open(open: boolean) {
    this.state.open = open;
    this.write();
  }

  add(message: ChatMessage) {
    if (message.notice) return;
    this.state.messages = [...this.state.messages, message].slice(-KEPT_MESSAGES);
    this.write();
  }

  private get storageKey() {
    return `sitecrew-chat:${this.widgetKey}`;
  }

  private read(): Saved | null {
    try {
      const value: unknown = JSON.parse(this.storage?.getItem(this.storageKey) ?? "null");
      if (!value || typeof value !== "object") return null;
      const { session, messages, open } = value as Record<string, unknown>;
      if (typeof session !== "string" || !SESSION_TOKEN.test(session)) return null;
      const kept = Array.isArray(messages) ? messages.map(toMessage).filter((message) => message !== null) : [];
      return { session, messages: kept.slice(-KEPT_MESSAGES), open: open === true };
    } catch {
      return null;
    }
  }

  private write() {
    try {
      this.storage?.setItem(this.storageKey, JSON.stringify(this.state));
    } catch {
      // A full or blocked storage only costs the conversation on the next page.
    }
  }
}

/** The tab's session storage, or null where the browser refuses it (reading the property can throw). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
