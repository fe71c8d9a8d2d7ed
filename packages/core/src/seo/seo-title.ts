import { phraseAt, sameText, upperFirst, wordsIn } from "./phrase";
import { titleWidth } from "./title-width";

/** A result line shows about 600 pixels, some 60 characters; under 50 leaves room a site's name fills well. */
export const SEO_TITLE = { min: 40, full: 50, max: 60, pixels: 580 };

export interface TitleSource {
  title: string;
  keyphrase: string;
  siteName: string;
  /** The titles the site's other posts show in search results: the new one repeats none of them. */
  taken?: Iterable<string>;
}

const fits = (candidate: string) => candidate.length <= SEO_TITLE.max && titleWidth(candidate) <= SEO_TITLE.pixels;

/** The words of `text` that fit a result line, without a separator or a dangling word left at the end. */
function clip(text: string, room = fits): string {
  const words = text.split(/\s+/);
  while (words.length > 1 && !room(words.join(" "))) words.pop();
  return words
    .join(" ")
    .replace(/[\s,;:–—-]+$/, "")
    .replace(/\s+(?:and|or|of|the|a|an|to|for|with|in|on|und|oder|der|die|das|y|o|de|la|el|et|ou|le|les)$/i, "");
}

/** The keyphrase within the first third of the title's words counts as near its front. */
function leadsWith(title: string, keyphrase: string) {
  const at = phraseAt(title, keyphrase);
  return at >= 0 && at <= Math.floor(wordsIn(title).length / 3);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * "Keyphrase: title", without saying the keyphrase twice: "A starter guide to home espresso"
 * becomes "Home espresso: A starter guide".
 */
function fronted(title: string, keyphrase: string): string {
  const lead = upperFirst(keyphrase.trim());
  const words = keyphrase.trim().split(/\s+/).map(escape).join("[\\s-]+");
  const rest = title.replace(new RegExp(`(?:\\s+(?:to|for|on|about|of|with|in|and))?\\s*\\b${words}\\b`, "iu"), "").replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, "");
  return wordsIn(rest).length >= 2 ? `${lead}: ${upperFirst(rest)}` : `${lead}: ${title}`;
}

/**
 * An SEO title with the keyphrase near its front (the post's title when it already has it there,
 * else "Keyphrase: rest of the title"), cut at a word to fit a result line, with the site's name after it
 * when it is short; one the site's other posts already show gets the site's name, or else a number. The post's own title stays as its author wrote it.
 */
export function seoTitleFor({ title, keyphrase, siteName, taken = [] }: TitleSource): string {
  const others = [...taken];
  const base = clip(leadsWith(title, keyphrase) ? title : fronted(title, keyphrase));
  const named = (text: string) => (siteName && fits(`${text} - ${siteName}`) ? `${text} - ${siteName}` : text);
  const free = (candidate: string) => !others.some((other) => sameText(other, candidate));
  const variants = [base.length < SEO_TITLE.full ? named(base) : base, named(base), base];
  // Without the site's name to lengthen a short title, a number is no better than the title itself.
  const chosen = variants.find((candidate) => (candidate.length >= SEO_TITLE.min || !siteName) && free(candidate));
  if (chosen) return chosen;
  for (let n = 2; ; n++) {
    const numbered = named(`${clip(base, (words) => fits(`${words} (${n})`))} (${n})`);
    if (free(numbered)) return numbered;
  }
}
