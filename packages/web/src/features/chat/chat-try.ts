/** The bot greets this long after the window opens, as a person would take a moment to answer. */
export const GREETING_DELAY_MS = 500;

export interface ChatSource {
  title: string;
  url: string | null;
  page: number | null;
}

export interface ChatLine {
  id: number;
  role: "visitor" | "bot";
  content: string;
  source?: ChatSource | null;
  /** When the answer cites two sources or more: each, in the order the text's [1], [2] name them. */
  sources?: ChatSource[];
}

/** A message worth sending: not empty, not only spaces. */
export const canSend = (text: string) => text.trim().length > 0;

/** Stands in for a visitor's address, so the owner's tries count as one visitor per open window. */
export const sessionToken = () => `try-${crypto.randomUUID()}`;

/** Where an answer came from, in words: the PDF's page, or the page of the site. */
/** A source's address when it is a web page; anything else (a script URL from a tampered site) is shown as text only. */
export const sourceHref = (source: ChatSource) => (source.url && /^https?:\/\//i.test(source.url) ? source.url : null);

export function sourceLabel(source: ChatSource): string {
  return source.page !== null ? `${source.title}, page ${source.page}` : source.title;
}
