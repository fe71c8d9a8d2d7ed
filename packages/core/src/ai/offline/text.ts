export function escapeHtml(text: string): string {
  // Attributes are always double-quoted, so apostrophes ("d'abord") stay as they are.
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

// WordPress writes German umlauts as two letters in slugs (remove_accents for de_DE), and so does Yoast when it looks for the keyphrase there.
const umlauts: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };

export function slugify(text: string, language = "en"): string {
  const spelled = /^de\b/i.test(language) ? text.replace(/[äöüÄÖÜ]/g, (char) => umlauts[char]!) : text;
  return (
    spelled
      // WordPress drops apostrophes from slugs: "d'impôts" becomes "dimpots".
      .replace(/['’]/g, "")
      .replace(/ß/g, "ss")
      .replace(/[æÆ]/g, "ae")
      .replace(/[œŒ]/g, "oe")
      .replace(/[øØ]/g, "o")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
}

export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Lower-cases a leading capital unless the word is an acronym or a name in capitals ("SEO", "WordPress" stays). */
export function lowerFirst(text: string): string {
  const first = text.split(/\s/)[0] ?? "";
  return /[A-Z]/.test(first.slice(1)) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

export const plainText = (html: string) =>
  unescapeHtml(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

export const countWords = (html: string) =>
  plainText(html)
    .split(" ")
    .filter((word) => /\p{L}|\p{N}/u.test(word)).length;

/** Compares titles as a reader would: case, punctuation and spacing do not make a title new. */
export const sameTitle = (a: string, b: string) => slugify(a) === slugify(b);
