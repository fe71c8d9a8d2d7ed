import { writeOutRows } from "./rows";

/** A piece of the agent's knowledge small enough to answer from, with where it came from. */
export interface Passage {
  /** The PDF's name, or the post's or page's title. */
  title: string;
  /** The post's or page's address; null for the PDF. */
  url: string | null;
  /** The PDF page it is on (from 1); null for the site. */
  page: number | null;
  /** The heading above it, when the text has one. */
  heading: string | null;
  text: string;
}

export interface SiteText {
  title: string;
  url: string;
  text: string;
}

/** Passages grow paragraph by paragraph up to about this many words. */
export const PASSAGE_WORDS = 120;

interface Block {
  heading: boolean;
  text: string;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** A short line that ends no sentence and is followed by text: a heading, not a sentence fragment. */
const looksLikeHeading = (line: string, next: string | undefined) =>
  next !== undefined && words(line) <= 8 && line.length <= 80 && !/[.!?,;:]$/.test(line) && !/\d/.test(line) && /^\p{Lu}/u.test(line);

/**
 * Lines into paragraphs and headings. A PDF breaks lines where they fill the page's width, so
 * there a line about as long as the document's longest, and ending mid-sentence, continues on the
 * next; a shorter one ends its paragraph (or is a list item). The site's text has one paragraph per
 * line already.
 */
export function blocks(text: string, options: { width?: number }): Block[] {
  const lines = text.split(/\r?\n/).map((line) => clean(line));
  const out: Block[] = [];
  let paragraph = "";
  const flush = () => {
    if (paragraph) out.push({ heading: false, text: paragraph });
    paragraph = "";
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!line) {
      flush();
      continue;
    }
    const next = lines.slice(index + 1).find(Boolean);
    if (!paragraph && looksLikeHeading(line, next)) {
      out.push({ heading: true, text: line });
      continue;
    }
    paragraph = paragraph ? `${paragraph} ${line}` : line;
    const wraps = options.width !== undefined && line.length >= options.width * 0.8 && !/[.!?:]$/.test(line);
    if (!wraps) flush();
  }
  flush();
  return out;
}

/** A PDF's line width, as its longest line; none when its lines are too short to have been wrapped. */
const MIN_WRAP_WIDTH = 40;
function lineWidth(pages: string[]) {
  const widest = Math.max(0, ...pages.flatMap((page) => page.split(/\r?\n/).map((line) => clean(line).length)));
  return widest >= MIN_WRAP_WIDTH ? widest : undefined;
}

/** Sentences of a passage, as written: its lines (paragraphs, list items) split after . ! ? before what starts a new one. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => clean(line).split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'(¿¡])/u))
    .filter(Boolean);
}

/** A paragraph longer than a passage, in sentence-bounded parts. */
function parts(paragraph: string): string[] {
  if (words(paragraph) <= PASSAGE_WORDS) return [paragraph];
  const out: string[] = [];
  let current = "";
  for (const sentence of sentences(paragraph)) {
    if (current && words(current) + words(sentence) > PASSAGE_WORDS) {
      out.push(current);
      current = "";
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) out.push(current);
  return out;
}

/**
 * One source's text as passages: paragraphs merged up to about PASSAGE_WORDS words, never split
 * inside a sentence, each carrying the heading it sits under. `heading` carries a section over
 * from the previous PDF page; the heading in force at the end is returned for the next one.
 */
function split(text: string, source: Omit<Passage, "heading" | "text">, width: number | undefined, heading: string | null) {
  const out: Passage[] = [];
  let current = "";
  let section = heading;
  let pending: string | null = null;
  const flush = () => {
    if (current) out.push({ ...source, heading: section, text: current });
    current = "";
  };
  for (const block of blocks(text, { width })) {
    if (block.heading) {
      // A "heading" with nothing under it before the next one was a short line of a list.
      if (pending !== null) current = current ? `${current}\n${pending}` : pending;
      else flush();
      pending = block.text;
      continue;
    }
    if (pending !== null) {
      flush();
      section = pending;
      pending = null;
    }
    for (const part of parts(block.text)) {
      if (current && words(current) + words(part) > PASSAGE_WORDS) flush();
      current = current ? `${current}\n${part}` : part;
    }
  }
  if (pending !== null) current = current ? `${current}\n${pending}` : pending;
  flush();
  return { passages: out, heading: section };
}

/** A PDF's pages as passages, each with its page number; a price list's rows say what each price is for. */
export function pdfPassages(documentName: string, pdfPages: string[]): Passage[] {
  const out: Passage[] = [];
  let heading: string | null = null;
  const pages = pdfPages.map((text) => writeOutRows(text));
  const width = lineWidth(pages);
  pages.forEach((text, index) => {
    const page = split(text, { title: documentName, url: null, page: index + 1 }, width, heading);
    out.push(...page.passages);
    heading = page.heading;
  });
  return out;
}

/** The site's posts and pages as passages, each with its title and address. */
export function sitePassages(items: SiteText[]): Passage[] {
  return items.flatMap((item) => split(item.text, { title: item.title, url: item.url, page: null }, undefined, null).passages);
}
