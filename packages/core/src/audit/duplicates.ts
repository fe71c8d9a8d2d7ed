import type { PageFacts } from "../crawl/types";
import { words } from "./text";

export type DuplicateField = "title" | "meta_description" | "h1";

/** Pages that share one title, meta description or H1, word for word or apart from the keyword. */
export interface DuplicateGroup {
  field: DuplicateField;
  /** Every page says the same words; otherwise they follow one wording with their own keyword in it. */
  exact: boolean;
  /** The first page's text, as it wrote it. */
  text: string;
  pages: PageFacts[];
}

/** The longest keyphrase Yoast accepts: a wording that differs by at most this many words differs only by its keyword. */
const KEYWORD_WORDS = 4;
/** Fewer shared words than this is a short text, not a template. */
const MIN_SHARED_WORDS = 3;

const TITLE_SEPARATOR = /\s[|–—·-]\s/;

const textOf: Record<DuplicateField, (page: PageFacts) => string> = {
  title: (page) => page.title,
  meta_description: (page) => page.metaDescription,
  h1: (page) => page.headings.find((heading) => heading.level === 1)?.text ?? "",
};

/** Two titles ending in the same site name ("… | Garden Notes") are compared without it: the name is not their wording. */
function withoutSharedSiteName(a: string, b: string): [string, string] {
  const split = (title: string) => {
    const parts = title.split(TITLE_SEPARATOR);
    return parts.length > 1 ? { head: parts.slice(0, -1).join(" "), tail: parts.at(-1)!.trim().toLowerCase() } : null;
  };
  const first = split(a);
  const second = split(b);
  return first && second && first.tail === second.tail ? [first.head, second.head] : [a, b];
}

/** "exact" for the same words, "template" for the same words but one run of a keyword's length, else null. */
function sameWording(a: string, b: string): "exact" | "template" | null {
  const x = words(a);
  const y = words(b);
  if (!x.length || !y.length) return null;
  if (x.join(" ") === y.join(" ")) return "exact";
  const shortest = Math.min(x.length, y.length);
  let prefix = 0;
  while (prefix < shortest && x[prefix] === y[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shortest - prefix && x[x.length - 1 - suffix] === y[y.length - 1 - suffix]) suffix++;
  const shared = prefix + suffix;
  const differing = Math.max(x.length, y.length) - shared;
  return differing <= KEYWORD_WORDS && shared >= MIN_SHARED_WORDS && shared >= differing * 2 ? "template" : null;
}

function groupsOf(field: DuplicateField, pages: PageFacts[]): DuplicateGroup[] {
  const parent = pages.map((_, index) => index);
  const root = (index: number): number => (parent[index] === index ? index : (parent[index] = root(parent[index]!)));
  for (let i = 0; i < pages.length; i++) {
    for (let j = i + 1; j < pages.length; j++) {
      const [a, b] = field === "title" ? withoutSharedSiteName(pages[i]!.title, pages[j]!.title) : [textOf[field](pages[i]!), textOf[field](pages[j]!)];
      if (sameWording(a, b)) parent[root(j)] = root(i);
    }
  }
  const members = new Map<number, PageFacts[]>();
  pages.forEach((page, index) => members.set(root(index), [...(members.get(root(index)) ?? []), page]));
  return [...members.values()]
    .filter((group) => group.length > 1)
    .map((group) => {
      const texts = new Set(group.map((page) => words(textOf[field](page)).join(" ")));
      return { field, exact: texts.size === 1, text: textOf[field](group[0]!).trim(), pages: group };
    });
}

/** The audited pages that share a title, a meta description or an H1, each group once. */
export function duplicateGroups(pages: PageFacts[]): DuplicateGroup[] {
  return (["title", "meta_description", "h1"] as const).flatMap((field) => groupsOf(field, pages));
}
