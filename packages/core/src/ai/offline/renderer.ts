import type { KnowledgePassage } from "../schema";
import type { Alternatives, Paragraph } from "./bank";
import { isPlural, singular, type KeywordShape } from "./keyword";
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
  /** The bank's language; English spares the topic's name (see Renderer.spare). */
  language: string;
  /** Whether the keyphrase takes a plural verb: {kw:is|are} says "are" for "zucchini recipes". */
  plural: boolean;
}

// Optional keyphrase slots are left as markers until the whole post is known, then filled up
// to the density Yoast wants; the rest take their alternative words.
export const SLOT = /\u0001(\d+)\u0002/g;
export const MENTIONS_KEYPHRASE = /\{(de)?kw[}?]/i;
/** Inline choices inside one alternative: "[a|b|c]". */
const CHOICE = /\[([^[\]]*)\]/g;
// An optional keyphrase slot's words may hold placeholders of their own: {kw?{topic}}.
const PLACEHOLDER = /\{(\w+)(?:\?((?:[^{}]|\{\w+\})*))?\}/g;
const KEYPHRASE_SLOT = /\{(?:de)?kw\?(?:[^{}]|\{\w+\})*\}/gi;
/** Agreement with the keyphrase or the sentence's topic: {kw:is|are}, {topic:it|them}, singular first. */
const AGREE = /\{(kw|topic):([^{}|]*)\|([^{}|]*)\}/g;
// A person names what the post is about every few sentences and says "it" or nothing in between.
const TOPIC_GAP = 5;
/**
 * Sentences that can be said fewer ways than this without the topic keep its name: without it they
 * would repeat across a site's posts. Counted over all of a sentence's alternatives.
 */
const MIN_WAYS = 300;
/** Words before a name that make it a modifier: "your {topic} notes" reads "your notes" without it. */
const DETERMINERS =
  /^(your|the|a|an|every|each|this|these|those|our|my|any|some|few|many|several|more|other|certain|related|nearby|connected|good|useful|right|costly|annoying|needless|one|single|new|next|longer|deeper|fuller|short|quick|brief|weekly|regular|own|first|clear|same|real|whole)$/i;
/** Nouns the topic's name modifies when it stands before them: "your tomato plan", "one tomato step". */
const MODIFIED =
  "plans?|routines?|notes|steps?|review|progress|intentions|habits?|goals?|details|checklist|check|tasks?|questions|needs?|mistakes|traps|errors|difference|situation|ideas?|results|doubts|focus|benefit|sessions|work|tips";
const MODIFIER_TOPIC = new RegExp(`\\{[Tt]opic\\}(?=\\s+(?:${MODIFIED})\\b)`, "g");
const BEFORE_MODIFIED = new RegExp(`^\\s*(?:${MODIFIED})\\b`);
/** Verbs that need what follows them: "start with {topic}" keeps "with it". */
const NEEDS_OBJECT = /^(start|starting|started|begin|beginning|began|work|working|deal|help|came|come|spend|spent|invest|get|got)$/i;
/** Words before a name that make "with {topic}" an adjunct a sentence can do without. */
const PREPOSITIONS = /^(with|for|on|about|of|in|into|around|from|to|at|beyond|behind|across)$/i;
/** Words after which a pronoun is the subject: "while it is fresh", "as long as they last". */
const SUBJECT_AFTER = /^(while|when|if|once|until|as|that|because|so|and|but|before|after|why|how|where|whether)$|,$/i;
const DOUBLED = /\b(\p{L}+)\s+\1\b/iu;
/** A long audience phrase reads as padding after this many mentions in one post. */
export const MAX_AUDIENCE = 2;
/** Candidates a sentence gets before the writer takes one that repeats the post a little. */
const ATTEMPTS = 24;

// French "de" before the keyphrase or the niche: "de jardinage", "d'apiculture".
export const elided = (word: string) => (/^[aeiouyhàâäéèêëîïôöûùü]/i.test(word) ? `d'${word}` : `de ${word}`);

/** How an optional slot writes the keyphrase: as is, capitalised, or after an elided "de". */
export type KeyphraseForm = "kw" | "Kw" | "dekw";
const keyphraseForms: Record<KeyphraseForm, (kw: string) => string> = { kw: (kw) => kw, Kw: upperFirst, dekw: elided };

/** How many ways a template can be said once the topic's name is left out: a choice between "with {topic}" and "for {topic}" is none. */
function waysWithoutTopic(template: string): number {
  return [...template.matchAll(CHOICE)].reduce((product, [, options]) => {
    const distinct = new Set(options!.split("|").map((option) => option.replace(/\b(?:with|for|on|about|of|in|to|from)?\s*\{topic\}/g, "").trim()));
    return product * distinct.size;
  }, 1);
}

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
  /** Sentences since the topic was last named, and whether the paragraph named it: a pronoun needs a name before it. */
  private sinceTopic = TOPIC_GAP;
  private namedInParagraph = false;
  /** How many ways the sentence being written can be said without the topic; see MIN_WAYS. */
  private ways = 0;
  private readonly topicNames: RegExp;

  constructor(
    readonly facts: Facts,
    readonly rng: Random,
    private readonly maxAudience = Number.POSITIVE_INFINITY,
  ) {
    const names = facts.topics.filter(Boolean).map((name) => name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    this.topicNames = names.length ? new RegExp(`\\b(?:${names.join("|")})\\b`) : /$^/;
  }

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

  fill(template: string, extra: Record<string, string> = {}, named = false): string {
    // One name for the topic per sentence, so its verbs and pronouns agree with it.
    const topic = this.rng.pick(this.facts.topics);
    const plural = { kw: this.facts.plural, topic: this.facts.language === "en" && isPlural(topic) };
    const agreed = template.replace(AGREE, (_, of: "kw" | "topic", one: string, many: string) => (plural[of] ? many : one));
    // A sentence with few ways to say it stays unique to its post only by naming the topic, so it takes the words that do.
    const english = this.facts.language === "en";
    const few = english && !named && Math.max(this.ways, waysWithoutTopic(agreed)) < MIN_WAYS;
    const chosen = agreed.replace(CHOICE, (_, options: string) => {
      const all = options.split("|");
      const naming = few ? all.filter((option) => option.includes("{topic}")) : [];
      return this.rng.pick(naming.length ? naming : all);
    });
    const spared = english && !named && !few ? this.spare(chosen, topic, plural.topic) : chosen;
    // "one tomato step": a plural name before a noun loses its "s", whether or not the sentence was spared.
    const modifier = topic.replace(/\S+$/, singular);
    const modified =
      english && plural.topic ? spared.replace(MODIFIER_TOPIC, (name) => escapeHtml(name === "{Topic}" ? upperFirst(modifier) : modifier)) : spared;
    return modified.replace(PLACEHOLDER, (_, name: string, alt: string | undefined) => {
      if (alt !== undefined) {
        if (!(name in keyphraseForms)) throw new Error(`{${name}?...} is not a keyphrase slot`);
        this.slots.push({ alt: this.fill(alt, extra, true), form: name as KeyphraseForm });
        return `\u0001${this.slots.length - 1}\u0002`;
      }
      if (name === "topic" || name === "Topic") return escapeHtml(name === "Topic" ? upperFirst(topic) : topic);
      const value = extra[name] ?? this.value(name);
      if (value === undefined) throw new Error(`no value for {${name}}`);
      return value;
    });
  }

  /**
   * Names the topic once when it is due and leaves it out otherwise, as a person would: "your
   * {topic} notes" become "your notes", "with {topic}" goes, and where the sentence needs the
   * word, "it" or "they" stands in. A sentence that opens with {Topic} always names it.
   */
  private spare(text: string, topic: string, plural: boolean): string {
    let due = this.sinceTopic >= TOPIC_GAP;
    // "your tomato notes": a plural name before a noun loses its "s".
    const modifier = plural ? topic.replace(/\S+$/, singular) : topic;
    // Optional keyphrase slots keep their words: they are the keyphrase or the topic, decided later.
    const slots: string[] = [];
    const bare = text.replace(KEYPHRASE_SLOT, (slot) => `\u0003${slots.push(slot) - 1}\u0003`);
    const result = bare.replace(/(^|\S+)(\s*)\{topic\}(\s?)/g, (whole, before: string, gap: string, after: string, offset: number) => {
      const previous = before.toLowerCase();
      // "That {topic} benefit" opening a sentence points at a noun; "so that {topic} grows" is a clause.
      // "small {topic} routines" reads "small routines" without it, never "small them routines".
      const determiner =
        DETERMINERS.test(previous) || (offset === 0 && /^(that|this)$/.test(previous)) || BEFORE_MODIFIED.test(bare.slice(offset + whole.length));
      if (due) {
        due = false;
        return determiner ? `${before}${gap}${escapeHtml(modifier)}${after}` : whole;
      }
      if (determiner) return `${before}${gap}`;
      const verb = bare.slice(0, offset).trim().split(/\s+/).at(-1) ?? "";
      const pronounOnly = PREPOSITIONS.test(previous) && NEEDS_OBJECT.test(verb);
      if (PREPOSITIONS.test(previous) && !pronounOnly) return after && offset > 0 ? " " : "";
      if (!this.namedInParagraph) return whole;
      const pronoun = SUBJECT_AFTER.test(previous) || !before ? (plural ? "they" : "it") : plural ? "them" : "it";
      return `${before}${gap}${pronoun}${after}`;
    });
    return result
      .replace(/\s+([.,:;?!])/g, "$1")
      .replace(/\s{2,}/g, " ")
      .trim()
      .replace(/\u0003(\d+)\u0003/g, (_, index: string) => slots[Number(index)]!);
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
    const named = this.topicNames.test(this.comparable(text));
    this.sinceTopic = named ? 0 : this.sinceTopic + 1;
    this.namedInParagraph ||= named;
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
    this.ways = options.reduce((sum, option) => sum + waysWithoutTopic(option), 0);
    for (let attempt = 0; attempt < ATTEMPTS && best?.repeats !== 0; attempt++) {
      this.slots.length = mark;
      const text = this.fill(this.rng.pick(options), extra);
      // A word said twice in a row ("answers answers") is never the better candidate.
      const repeats = this.repeats(text) + (DOUBLED.test(plainText(text)) ? ATTEMPTS : 0);
      if (!best || repeats < best.repeats) best = { text, slots: this.slots.slice(mark), repeats };
    }
    // The least repetitive candidate, with the keyphrase slots it made at the same positions.
    this.ways = 0;
    this.slots.length = mark;
    this.slots.push(...best!.slots);
    this.remember(best!.text);
    return best!.text;
  }

  paragraph(paragraph: Paragraph): string[] {
    this.namedInParagraph = false;
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
