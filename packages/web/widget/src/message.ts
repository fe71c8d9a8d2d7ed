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
  /** When the answer cites two sources or more: each, numbered as the text's [1], [2] name them. */
  sources?: Source[];
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

/** The sources of an answer that cites several, in their numbers' order; empty for fewer than two. */
export function toSources(value: unknown): Source[] {
  if (!Array.isArray(value)) return [];
  const sources = value.map(toSource);
  // A broken entry would shift the numbers after it: then the text's numbers cannot be trusted.
  return sources.length > 1 && sources.every((source) => source !== null) ? sources : [];
}

/** A bot's answer with its source, and its numbered sources when it cites several. */
export function botMessage(text: string, source: unknown, sources: unknown): ChatMessage {
  const numbered = toSources(sources);
  return numbered.length ? { from: "bot", text, source: numbered[0], sources: numbered } : { from: "bot", text, source: toSource(source) };
}

export function toMessage(value: unknown): ChatMessage | null {
  if (!value || typeof value !== "object") return null;
  const { from, text, source, sources } = value as Record<string, unknown>;
  if ((from !== "bot" && from !== "visitor") || typeof text !== "string") return null;
  return from === "bot" ? botMessage(text, source, sources) : { from, text };
}

/** The parts of a source line: "Source: " (or its number, "[2] ") then the title (a link when there is a URL), then the page. */
export function sourceLine(source: Source, number?: number): { label: string; title: string; href: string | null; page: string } {
  return { label: number ? `[${number}] ` : "Source: ", title: source.title, href: source.url, page: source.page ? `, page ${source.page}` : "" };
}
