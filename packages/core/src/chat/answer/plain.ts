/** The longest answer a visitor is shown. */
export const MAX_ANSWER_CHARS = 1200;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/**
 * A model's answer as plain text: the widget shows text, never markup, so HTML tags and Markdown
 * (emphasis, headings, list markers, code, links) are taken out, keeping their words.
 */
export function plainText(text: string, max = MAX_ANSWER_CHARS): string {
  const plain = text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/!?\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g, (_, label: string, url: string) => (label && url && label !== url ? `${label} (${url})` : label || url))
    .replace(/```[a-z]*\n?|`/gi, "")
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+)/gm, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,!?:;]|$)/gm, "$1$2")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return cap(plain, max);
}

/** Cut at a word boundary, with an ellipsis, when longer than `max`. */
export function cap(text: string, max = MAX_ANSWER_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
