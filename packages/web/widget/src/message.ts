export interface Source {
  title: string;
  /** Only ever an http(s) URL. */
  url: string | null;
  page: number | null;
}

export interface ChatMessage {
  from: "bot" | "visitor";
  text: string;
  source?: Source | null;
  /** An error told inline: shown, never kept across pages. */
  notice?: boolean;
}

export const MAX_MESSAGE_LENGTH = 1000;

/** The URL when it is absolute http or https: nothing else may become a link or an image. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

export function toSource(value: unknown): Source | null {
  if (!value || typeof value !== "object") return null;
  const { title, url, page } = value as Record<string, unknown>;
  if (typeof title !== "string" || !title.trim()) return null;
  return {
    title: title.trim(),
    url: httpUrl(url),
    page: typeof page === "number" && Number.isInteger(page) && page > 0 ? page : null,
  };
}

export function toMessage(value: unknown): ChatMessage | null {
  if (!value || typeof value !== "object") return null;
  const { from, text, source } = value as Record<string, unknown>;
  if ((from !== "bot" && from !== "visitor") || typeof text !== "string") return null;
  return from === "bot" ? { from, text, source: toSource(source) } : { from, text };
}

/** The parts of a source line: "Source: " then the title (a link when there is a URL), then the page. */
export function sourceLine(source: Source): { label: string; title: string; href: string | null; page: string } {
  return { label: "Source: ", title: source.title, href: source.url, page: source.page ? `, page ${source.page}` : "" };
}
