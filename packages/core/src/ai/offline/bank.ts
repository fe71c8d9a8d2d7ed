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

/**
 * A section shaped for what the keyword asks: dishes for "zucchini recipes", numbered steps for
 * "growing tomatoes", what to weigh for "A vs B", adjustments for "X for Y", a checklist otherwise.
 * Placeholders beyond the usual: {ingredient}, {Ingredient}, {a}, {b}, {subject}, {readers}.
 */
export interface ShapedSection {
  headings: string[];
  intro: Paragraph;
  /** One item per entry; the writer takes `count` of them, each rendered once. */
  items: Alternatives[];
  count: number;
  ordered: boolean;
  closing: Paragraph;
}

/** How the writer brings in what the site already says ({passage}: a sentence of it, lower-cased where it may be). */
export interface KnowledgePhrases {
  headings: string[];
  /** A sentence from one of the site's posts or pages, {link} linking it. */
  fromPost: Alternatives;
  /** A sentence from the chat agent's PDF, {source} naming it. */
  fromDocument: Alternatives;
  /** A sentence after each quoted one that ties it to the post. */
  bridges: Alternatives;
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
  /** The audience when the owner named none, and a short name for them after the full one has been used twice. */
  readers: string;
  /** What the post is about when the keyphrase is one word, so no shorter name exists. */
  topicFallback: string;
  /** The site's purpose when the owner gave none ({site}, {audience}, {niche}). */
  purposeFallback: string;
  /** Title templates, each with the words its slug adds to the keyphrase. */
  titles: { text: string; slug: string }[];
  /** Slug endings for when a title's own is taken on the site. */
  slugSuffixes: string[];
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
  knowledge: KnowledgePhrases;
  /** Sections shaped for the keyword's kind; without them every post takes the bank's sections alone. */
  shaped?: Record<"recipes" | "howto" | "comparison" | "for" | "topic", ShapedSection>;
}
