import type { KnowledgePassage } from "../schema";
import type { Alternatives, Paragraph } from "./bank";
import type { KeywordShape } from "./keyword";
import type { Random } from "./random";
import { escapeHtml, plainText, upperFirst } from "./text";
import { MAX_PHRASE_REPEATS } from "./variety";

export type Block = { kind: "h2" | "h3"; text: string } | { kind: "p"; sentences: string[] } | { kind: "ul" | "ol"; items: string[] };

export interface Facts {
  kw: string;
  audience: string;
  /** The audience in a few words, for every mention after the first MAX_AUDIENCE. */
  audienceShort: string;
  niche: string;
  site: string;
  purpose: string;
  features: string[];
  /** The features as they read inside a sentence: "raised bed kits". */
  featureNames: string[];
  related?: string;
  category?: string;
  links: { title: string; url: string }[];
  siteUrl: string;
  /** What the post is about in fewer words than the keyphrase, and its other names; see readKeyword. */
  topic: string;
  topics: string[];
  shape: KeywordShape;
  knowledge: KnowledgePassage[];
}

// Optional keyphrase slots are left as markers until the whole post is known, then filled up
// to the density Yoast wants; the rest take their alternative words.
export const SLOT = /\u0001(\d+)\u0002/g;
export const MENTIONS_KEYPHRASE = /\{(de)?kw[}?]/i;
/** Inline choices inside one alternative: "[a|b|c]". */
const CHOICE = /\[([^[\]]*)\]/g;
// An optional keyphrase slot's words may hold placeholders of their own: {kw?{topic}}.
const PLACEHOLDER = /\{(\w+)(?:\?((?:[^{}]|\{\w+\})*))?\}/g;
/** A long audience phrase reads as padding after this many mentions in one post. */
export const MAX_AUDIENCE = 2;
/** Candidates a sentence gets before the writer takes one that repeats the post a little. */
const ATTEMPTS = 24;

// French "de" before the keyphrase or the niche: "de jardinage", "d'apiculture".
export const elided = (word: string) => (/^[aeiouyhàâäéèêëîïôöûùü]/i.test(word) ? `d'${word}` : `de ${word}`);

/** How an optional slot writes the keyphrase: as is, capitalised, or after an elided "de". */
export type KeyphraseForm = "kw" | "Kw" | "dekw";
const keyphraseForms: Record<KeyphraseForm, (kw: string) => string> = { kw: (kw) => kw, Kw: upperFirst, dekw: elided };

const fiveWordPhrases = (text: string) => {
  const words = text.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  return Array.from({ length: Math.max(0, words.length - 4) }, (_, i) => words.slice(i, i + 5).join(" "));
};

export class Renderer {
  readonly slots: { alt: string; form: KeyphraseForm }[] = [];
  readonly resolved = new Map<number, boolean>();
  private audienceUses = 0;
  private featureTurn = 0;
  private readonly said = new Set<string>();
  private readonly phrases = new Map<string, number>();

  constructor(
    readonly facts: Facts,
    readonly rng: Random,
    private readonly maxAudience = Number.POSITIVE_INFINITY,
  ) {}

  private value(name: string): string | undefined {
    const { facts } = this;
    switch (name) {
      case "kw":
        return escapeHtml(facts.kw);
      case "Kw":
        return escapeHtml(upperFirst(facts.kw));
      case "dekw":
        return escapeHtml(elided(facts.kw));
      case "deniche":
        return escapeHtml(elided(facts.niche));
      case "audience":
      case "Audience": {
        const full = this.audienceUses++ < this.maxAudience;
        const text = full ? facts.audience : facts.audienceShort;
        return escapeHtml(name === "Audience" ? upperFirst(text) : text);
      }
      case "niche":
        return escapeHtml(facts.niche);
      case "site":
        return escapeHtml(facts.site);
      case "purpose":
        return escapeHtml(facts.purpose);
      case "topic":
        return escapeHtml(this.rng.pick(facts.topics));
      case "Topic":
        return escapeHtml(upperFirst(this.rng.pick(facts.topics)));
      case "feature": {
        const feature = facts.featureNames[this.featureTurn++ % Math.max(1, facts.featureNames.length)];
        return feature && escapeHtml(feature);
      }
      case "related":
        return facts.related && escapeHtml(facts.related);
      case "category":
        return facts.category && escapeHtml(facts.category);
      default:
        return undefined;
    }
  }

  /** Whether every placeholder of the template has a value for this site: no {feature} without features. */
  private fits(template: string, extra: Record<string, string>): boolean {
    for (const [, name] of template.matchAll(PLACEHOLDER)) {
      if (name! in extra || name! in keyphraseForms || name === "audience" || name === "Audience") continue;
      if (name === "feature" ? !this.facts.featureNames.length : this.value(name!) === undefined) return false;
    }
    return true;
  }

  fill(template: string, extra: Record<string, string> = {}): string {
    const chosen = template.replace(CHOICE, (_, options: string) => this.rng.pick(options.split("|")));
    return chosen.replace(PLACEHOLDER, (_, name: string, alt: string | undefined) => {
      if (alt !== undefined) {
        if (!(name in keyphraseForms)) throw new Error(`{${name}?...} is not a keyphrase slot`);
        this.slots.push({ alt: this.fill(alt, extra), form: name as KeyphraseForm });
        return `\u0001${this.slots.length - 1}\u0002`;
      }
      const value = extra[name] ?? this.value(name);
      if (value === undefined) throw new Error(`no value for {${name}}`);
      return value;
    });
  }

  /**
   * The 5-word phrases the text may read as: an optional keyphrase slot is decided only when the
   * post is complete, so both its plain words and the keyphrase count.
   */
  private phrasesOf(text: string): string[] {
    const as = (keyphrase: boolean) =>
      plainText(text.replace(SLOT, (_, index: string) => (keyphrase ? this.facts.kw : this.slots[Number(index)]!.alt))).toLowerCase();
    return [...new Set([...fiveWordPhrases(as(false)), ...fiveWordPhrases(as(true))])];
  }

  /** How far the text repeats the post: 1 for saying a sentence again, 1 for each phrase it would use a third time. */
  private repeats(text: string): number {
    const again = this.said.has(this.comparable(text)) ? 1 : 0;
    return again + this.phrasesOf(text).filter((phrase) => (this.phrases.get(phrase) ?? 0) >= MAX_PHRASE_REPEATS).length;
  }

  private remember(text: string) {
    this.said.add(this.comparable(text));
    for (const phrase of this.phrasesOf(text)) this.phrases.set(phrase, (this.phrases.get(phrase) ?? 0) + 1);
  }

  /** The text as a reader compares it, optional keyphrase slots in their plain words. */
  private comparable(text: string): string {
    return plainText(text.replace(SLOT, (_, index: string) => this.slots[Number(index)]!.alt)).toLowerCase();
  }

  /**
   * One of the alternatives, rendered so that the post has not said it yet and repeats no 5-word
   * phrase a third time; when ATTEMPTS tries all repeat something, the one that repeats least.
   */
  sentence(alternatives: Alternatives, extra: Record<string, string> = {}): string {
    const usable = alternatives.filter((alternative) => this.fits(alternative, extra));
    const options = usable.length ? usable : alternatives;
    const mark = this.slots.length;
    let best: { text: string; slots: Renderer["slots"]; repeats: number } | undefined;
    for (let attempt = 0; attempt < ATTEMPTS && best?.repeats !== 0; attempt++) {
      this.slots.length = mark;
      const text = this.fill(this.rng.pick(options), extra);
      const repeats = this.repeats(text);
      if (!best || repeats < best.repeats) best = { text, slots: this.slots.slice(mark), repeats };
    }
    // The least repetitive candidate, with the keyphrase slots it made at the same positions.
    this.slots.length = mark;
    this.slots.push(...best!.slots);
    this.remember(best!.text);
    return best!.text;
  }

  paragraph(paragraph: Paragraph): string[] {
    return paragraph.map((alternatives) => this.sentence(alternatives));
  }

  /** A heading that carries the keyphrase or not, as the subheading plan asks. */
  heading(variants: string[], withKeyphrase: boolean, extra: Record<string, string> = {}): string {
    const mentions = (variant: string) => MENTIONS_KEYPHRASE.test(variant);
    const required = (variant: string) => /\{(de)?kw\}/i.test(variant);
    const fitting = variants.filter((variant) => (withKeyphrase ? mentions(variant) : !required(variant)));
    const start = this.slots.length;
    const text = this.sentence(fitting.length ? fitting : variants, extra);
    for (let i = start; i < this.slots.length; i++) this.resolved.set(i, withKeyphrase);
    return text;
  }

  resolve(text: string): string {
    return text.replace(SLOT, (_, index: string) => {
      const slot = this.slots[Number(index)]!;
      if (this.resolved.get(Number(index))) return escapeHtml(keyphraseForms[slot.form](this.facts.kw));
      return slot.form === "Kw" ? upperFirst(slot.alt) : slot.alt;
    });
  }
}
