import type { BlogBrief, WrittenPost } from "../schema";
import type { PhraseBank, SectionTemplate } from "./bank";
import { german } from "./phrases-de";
import { english } from "./phrases-en";
import { french } from "./phrases-fr";
import { spanish } from "./phrases-es";
import { random, type Random } from "./random";
import { countWords, escapeHtml, lowerFirst, plainText, sameTitle, slugify, upperFirst } from "./text";
import { readKeyword } from "./keyword";
import { type Block, type Facts, MAX_AUDIENCE, MENTIONS_KEYPHRASE, Renderer } from "./renderer";
import { knowledgeSection, linkHtml, matchingPosts, shapedSection, siteQuotes } from "./site-sections";
import { repeatedPhrases } from "./variety";
import { metaDescriptionFor } from "../../seo/meta-description";

const banks: Record<string, PhraseBank> = { en: english, de: german, es: spanish, fr: french };

// Yoast's ranges, with room on both sides.
const WORDS = { min: 950, target: 1100, max: 1400 };
const TITLE_CHARS = { min: 35, max: 62 };
const KEYPHRASE_IN_SUBHEADINGS = 0.5;
// Keyphrase density Yoast aims for, before its length factor: 0.5-3% is green; this is the middle.
const DENSITY = 1.3;

function keyphraseCount(text: string, kw: string): number {
  const words = kw.toLowerCase().split(/\s+/).filter(Boolean);
  return plainText(text)
    .split(/(?<=[.!?:])\s+/)
    .filter((sentence) => {
      const lower = sentence.toLowerCase();
      return words.every((word) => lower.includes(word));
    }).length;
}

function titleFor(bank: PhraseBank, facts: Facts, existing: string[], rng: Random): { title: string; slug: string } {
  const renderer = new Renderer(facts, rng);
  const candidates = rng.shuffle(bank.titles).map(({ text, slug }) => ({ title: plainText(renderer.resolve(renderer.fill(text))), slug }));
  const unused = candidates.filter(({ title }) => !existing.some((other) => sameTitle(other, title)));
  const fits = ({ title }: { title: string }) => title.length >= TITLE_CHARS.min && title.length <= TITLE_CHARS.max;
  // A keyphrase too long for any template makes a fine title on its own.
  const bare = { title: upperFirst(facts.kw), slug: bank.slugSuffixes[0]! };
  const bareFree = !existing.some((other) => sameTitle(other, bare.title));
  const chosen = unused.find(fits) ?? (bareFree && bare.title.length >= 20 ? bare : undefined) ?? unused.sort((a, b) => a.title.length - b.title.length)[0];
  if (chosen) return chosen;
  // Every template is taken: number the new one, as a person would.
  const first = candidates[0]!;
  for (let n = 2; ; n++) {
    const title = `${first.title} (${bank.part} ${n})`;
    if (!existing.some((other) => sameTitle(other, title))) return { title, slug: `${first.slug}-${n}` };
  }
}

function slugFor(bank: PhraseBank, facts: Facts, titleSlug: string, existingSlugs: Set<string>, rng: Random): string {
  const base = slugify(facts.kw, bank.language).slice(0, 60).replace(/-+$/, "") || "post";
  for (const suffix of [titleSlug, ...rng.shuffle(bank.slugSuffixes)]) {
    const slug = `${base}-${suffix}`;
    if (!existingSlugs.has(slug)) return slug;
  }
  for (let n = 2; ; n++) if (!existingSlugs.has(`${base}-${n}`)) return `${base}-${n}`;
}

function chooseSections(bank: PhraseBank, facts: Facts, rng: Random, count: number): SectionTemplate[] {
  const usable = bank.sections.filter((section) => (section.id !== "tools" || facts.features.length > 0) && (section.id !== "related" || facts.related));
  // The site's own features belong in every post that has them.
  const core = new Set(["start", "tips", "mistakes", ...(facts.features.length ? ["tools"] : [])]);
  const optional = rng.shuffle(usable.filter((section) => !core.has(section.id))).slice(0, Math.max(0, count - core.size));
  const chosen = new Set([...usable.filter((section) => core.has(section.id)), ...optional]);
  return usable.filter((section) => chosen.has(section));
}

function html(block: Block): string {
  if (block.kind === "p") return `<p>${block.sentences.join(" ")}</p>`;
  if ("items" in block) return `<${block.kind}>${block.items.map((item) => `<li>${item}</li>`).join("")}</${block.kind}>`;
  return `<${block.kind}>${block.text}</${block.kind}>`;
}

function body(bank: PhraseBank, facts: Facts, sections: SectionTemplate[], rng: Random): string {
  const renderer = new Renderer(facts, rng, MAX_AUDIENCE);
  const blocks: Block[] = [];
  const faqs = rng.shuffle(bank.faq).slice(0, 4);
  const shaped = bank.shaped?.[facts.shape.kind];
  const quotes = siteQuotes(facts);
  // Every subheading in order; the keyphrase goes into half of them, chosen among those that can carry it.
  const headingSets = [
    ...(shaped ? [shaped.headings] : []),
    ...sections.slice(0, 1).map((section) => section.headings),
    ...(quotes.length ? [bank.knowledge.headings] : []),
    ...sections.slice(1).map((section) => section.headings),
    bank.faqHeadings,
    ...faqs.map((faq) => [faq.question]),
    bank.conclusionHeadings,
  ];
  const capable = headingSets.map((variants, i) => (variants.some((variant) => MENTIONS_KEYPHRASE.test(variant)) ? i : -1)).filter((i) => i >= 0);
  const withKeyphrase = new Set(rng.shuffle(capable).slice(0, Math.round(headingSets.length * KEYPHRASE_IN_SUBHEADINGS)));
  let heading = 0;
  const nextHeading = (variants: string[], extra?: Record<string, string>) => renderer.heading(variants, withKeyphrase.has(heading++), extra);

  for (const paragraph of bank.intro) blocks.push({ kind: "p", sentences: renderer.paragraph(paragraph) });

  const links = facts.links.map((link) => renderer.sentence(bank.links[0]!, { link: linkHtml(link, facts.kw, "this post") }));
  const linkAt = new Map<number, string>();
  const linkTargets = rng.shuffle(sections.map((_, i) => i).filter((i) => i > 0));
  links.slice(0, -1).forEach((sentence, i) => linkTargets[i] !== undefined && linkAt.set(linkTargets[i], sentence));

  const sectionBlocks: Block[][] = [];
  if (shaped) sectionBlocks.push(shapedSection(bank, renderer, facts, nextHeading));
  for (const [index, section] of sections.entries()) {
    const own: Block[] = [{ kind: "h2", text: nextHeading(section.headings) }];
    for (const paragraph of section.paragraphs) own.push({ kind: "p", sentences: renderer.paragraph(paragraph) });
    if (section.list) {
      const items = rng
        .shuffle(section.list.map((_, i) => i))
        .slice(0, 5)
        .sort((a, b) => a - b);
      own.push({ kind: "ul", items: items.map((i) => renderer.sentence([section.list![i]!])) });
    }
    if (section.features) own.push({ kind: "ul", items: facts.features.map((feature) => escapeHtml(feature)) });
    if (section.closing) own.push({ kind: "p", sentences: renderer.paragraph(section.closing) });
    const link = linkAt.get(index);
    const last = own.findLast((block) => block.kind === "p");
    if (link && last?.kind === "p") last.sentences.push(link);
    sectionBlocks.push(own);
    if (index === 0 && quotes.length) sectionBlocks.push(knowledgeSection(bank, renderer, facts, quotes, nextHeading));
  }
  const tail: Block[] = [];

  tail.push({ kind: "h2", text: nextHeading(bank.faqHeadings) });
  for (const faq of faqs) {
    tail.push({ kind: "h3", text: nextHeading([faq.question]) });
    tail.push({ kind: "p", sentences: renderer.paragraph(faq.answer) });
  }

  tail.push({ kind: "h2", text: nextHeading(bank.conclusionHeadings) });
  const [closing, ...rest] = bank.conclusion.map((paragraph) => renderer.paragraph(paragraph));
  // Without posts to link to, the site's home page is the internal link.
  const home = `<a href="${escapeHtml(facts.siteUrl)}">${escapeHtml(facts.site)}</a>`;
  closing!.push(links.at(-1) ?? renderer.sentence(bank.homeLink, { link: home }));
  if (facts.category) closing!.push(renderer.sentence(bank.categoryLine));
  for (const sentences of [closing!, ...rest]) tail.push({ kind: "p", sentences });

  const words = (list: Block[]) => countWords(list.map(html).join(" "));
  // A short draft gets examples and asides, one per section at most, until it reaches length.
  let total = words(blocks) + sectionBlocks.reduce((sum, own) => sum + words(own), 0) + words(tail);
  const asides = rng.shuffle(bank.asides);
  for (const own of rng.shuffle(sectionBlocks)) {
    const aside = asides.pop();
    if (total >= WORDS.target || !aside) break;
    const paragraph: Block = { kind: "p", sentences: renderer.paragraph(aside) };
    own.push(paragraph);
    total += words([paragraph]);
  }
  const draft = [...blocks, ...sectionBlocks.flat(), ...tail].map(html).join("\n");

  // Fill the body's optional keyphrase slots until the post reaches the density Yoast wants.
  const keyphraseWords = facts.kw.split(/\s+/).length;
  const target = Math.round((DENSITY * countWords(draft)) / (100 * (0.7 + keyphraseWords / 3)));
  const open = rng.shuffle(renderer.slots.map((_, i) => i).filter((i) => !renderer.resolved.has(i)));
  for (const i of open) renderer.resolved.set(i, false);
  let count = keyphraseCount(renderer.resolve(draft), facts.kw);
  // A long keyphrase with the same word before it is a repeated phrase: such a slot keeps its own words.
  const repeats = () => repeatedPhrases(renderer.resolve(draft)).length;
  const allowed = repeats();
  for (const i of open) {
    if (count >= target) break;
    renderer.resolved.set(i, true);
    if (repeats() > allowed) renderer.resolved.set(i, false);
    else count++;
  }
  return renderer.resolve(draft);
}

function facts(brief: BlogBrief, bank: PhraseBank, rng: Random): Facts {
  const clean = (text: string) => text.replace(/\s+/g, " ").trim();
  const host = (() => {
    try {
      return new URL(brief.siteUrl).hostname;
    } catch {
      return "our site";
    }
  })();
  const kw = clean(brief.focusKeyword);
  const site = clean(brief.siteName) || host;
  const inSentence = (text: string) => (bank.keepsCapitals ? text : lowerFirst(text));
  const audience = inSentence(clean(brief.audience)) || bank.readers;
  // "beginner gardeners with small backyards and balconies" are, after two mentions, "beginner gardeners".
  const head = audience.split(/\s+(?:with|who|that|in|on|from|for|of|at|wanting|looking|and)\s+|,/)[0]!.trim();
  const audienceShort = head && head !== audience ? head : bank.readers;
  const niche = inSentence(clean(brief.niche)) || kw;
  const firstSentence = clean(brief.purpose).match(/^.{1,200}?[.!?](?=\s|$)/)?.[0] ?? clean(brief.purpose).slice(0, 200);
  const purpose = firstSentence
    ? upperFirst(/[.!?]$/.test(firstSentence) ? firstSentence : `${firstSentence}.`)
    : bank.purposeFallback.replace("{site}", site).replace("{audience}", audience).replace("{niche}", niche);
  const given = brief.features.map(clean).filter(Boolean).slice(0, 5);
  const features = given.map((feature) => upperFirst(/[.!?]$/.test(feature) ? feature : `${feature}.`));
  const featureNames = rng.shuffle(given.map((feature) => inSentence(feature.replace(/[.!?]+$/, ""))));
  const others = brief.keywords.map(clean).filter((keyword) => keyword && keyword.toLowerCase() !== kw.toLowerCase());
  const categories = brief.categories.map(clean).filter(Boolean);
  const reading = readKeyword(kw, bank.language);
  const topic = reading.topic || bank.topicFallback;
  // Posts on the same subject first: they are the links a reader of this one wants.
  const candidates = brief.existingPosts.filter((post) => /^https?:\/\//.test(post.url) && clean(post.title));
  const matching = matchingPosts(candidates, { kw, topic });
  const links = [...new Set([...matching.slice(0, 2), ...rng.shuffle(candidates)])].slice(0, 3).map((post) => ({ title: clean(post.title), url: post.url }));
  const knowledge = (brief.knowledge ?? [])
    .map((passage) => ({ title: clean(passage.title), url: passage.url && /^https?:\/\//.test(passage.url) ? passage.url : null, text: passage.text }))
    .filter((passage) => passage.title && passage.text.trim());
  return {
    kw,
    site,
    audience,
    audienceShort,
    niche,
    purpose,
    features,
    featureNames,
    related: others.length ? inSentence(rng.pick(others)) : undefined,
    category: categories.length ? rng.pick(categories) : undefined,
    links,
    siteUrl: brief.siteUrl,
    topic,
    topics: [topic, ...reading.alternates],
    shape: reading.shape,
    knowledge,
    language: bank.language,
    plural: reading.plural,
  };
}

/**
 * Composes a complete post from the brief alone, deterministically: the same brief and seed give
 * the same post. Built to pass Yoast's checks; languages without a phrase bank get English.
 */
export function compose(brief: BlogBrief): { post: WrittenPost; notes: string[] } {
  const language = brief.language.toLowerCase().split(/[-_]/)[0] ?? "en";
  const bank = banks[language] ?? english;
  const notes = banks[language]
    ? []
    : [`The offline writer has no phrases in "${brief.language}", so this draft is in English. Configure an AI provider to write in that language.`];
  const rng = random(`${brief.seed}\u0000${brief.focusKeyword}`);
  const known = facts(brief, bank, rng);
  const existingTitles = brief.existingPosts.map((post) => post.title);
  const existingSlugs = new Set(brief.existingPosts.map((post) => post.url.replace(/\/+$/, "").split("/").pop() ?? ""));

  const { title, slug: titleSlug } = titleFor(bank, known, existingTitles, rng);
  // Six body sections usually land in range; fewer or more when the site's facts run long or short.
  const distance = (html: string) => Math.max(0, WORDS.min - countWords(html), countWords(html) - WORDS.max);
  let content = "";
  for (const count of [6, 5, 7, 4, 8]) {
    const draft = body(bank, known, chooseSections(bank, known, random(`${brief.seed}\u0000${count}`), count), rng);
    if (!content || distance(draft) < distance(content)) content = draft;
    if (distance(content) === 0) break;
  }
  const excerpt = plainText(new Renderer(known, rng).fill(rng.pick(bank.excerpts)));
  return {
    post: {
      title,
      slug: slugFor(bank, known, titleSlug, existingSlugs, rng),
      meta_description: metaDescriptionFor({ content, keyphrase: known.kw }),
      focus_keyphrase: known.kw,
      excerpt,
      content,
    },
    notes,
  };
}
