/** A sentence slot: the writer picks one of the alternatives. */
export type Alternatives = string[];
export type Paragraph = Alternatives[];

export interface SectionTemplate {
  id: string;
  headings: string[];
  paragraphs: Paragraph[];
  /** A bulleted list after the paragraphs: the writer picks a few items, in order. */
  list?: string[];
  /** The site's features as a bulleted list after the paragraphs; the section needs features. */
  features?: true;
  /** A closing paragraph after the list. */
  closing?: Paragraph;
}

export interface FaqTemplate {
  question: string;
  answer: Paragraph;
}

/** Everything the offline writer says in one language. */
export interface PhraseBank {
  /** The language code, as Yoast and WordPress know it. */
  language: string;
  /** Nouns keep their capital inside a sentence (German), so the audience and niche are not lower-cased. */
  keepsCapitals: boolean;
  /** The word that numbers a title when every template is taken ("part 2"). */
  part: string;
  /** The audience when the owner named none. */
  readers: string;
  /** The site's purpose when the owner gave none ({site}, {audience}, {niche}). */
  purposeFallback: string;
  /** Title templates, each with the words its slug adds to the keyphrase. */
  titles: { text: string; slug: string }[];
  /** Slug endings for when a title's own is taken on the site. */
  slugSuffixes: string[];
  metaDescriptions: string[];
  /** Short sentences that lengthen a meta description to Yoast's 120-character minimum. */
  metaFillers: string[];
  excerpts: string[];
  intro: Paragraph[];
  sections: SectionTemplate[];
  /** Paragraphs that fit under any section: examples and asides that bring a short post up to length. */
  asides: Paragraph[];
  links: Paragraph;
  categoryLine: Alternatives;
  /** Links the site's home page ({link}) when the site has no posts to link to. */
  homeLink: Alternatives;
  faqHeadings: string[];
  faq: FaqTemplate[];
  conclusionHeadings: string[];
  conclusion: Paragraph[];
}
