import { ContentAssessor, Paper, SeoAssessor, type AssessmentResult, type Researcher as YoastResearcher } from "yoastseo";
import defaultResearcher from "yoastseo/build/languageProcessing/languages/_default/Researcher.js";
import de from "yoastseo/build/languageProcessing/languages/de/Researcher.js";
import en from "yoastseo/build/languageProcessing/languages/en/Researcher.js";
import es from "yoastseo/build/languageProcessing/languages/es/Researcher.js";
import fr from "yoastseo/build/languageProcessing/languages/fr/Researcher.js";
import it from "yoastseo/build/languageProcessing/languages/it/Researcher.js";
import nl from "yoastseo/build/languageProcessing/languages/nl/Researcher.js";
import pt from "yoastseo/build/languageProcessing/languages/pt/Researcher.js";
import { titleWidth } from "./title-width";

// Yoast's fully supported Latin-script languages; any other language gets its language-neutral researcher.
const researchers = { de, en, es, fr, it, nl, pt };

export type Rating = "good" | "ok" | "bad";

export interface ScoredPost {
  title: string;
  slug: string;
  meta_description: string;
  focus_keyphrase: string;
  content: string;
  url: string;
  /** A WordPress locale such as "en_US" or a language code such as "de". */
  locale: string;
}

export interface Score {
  seo_score: number;
  readability_score: number;
  seo_rating: Rating;
  readability_rating: Rating;
  /** Every check Yoast does not rate green (8 or more of 9), worst first: its identifier, score and advice as plain text. */
  problems: { id: string; score: number; text: string }[];
}

/** Yoast's traffic lights: above 70 green, 41 to 70 orange, 40 or less red. */
export function rating(score: number): Rating {
  return score > 70 ? "good" : score > 40 ? "ok" : "bad";
}

function wordpressLocale(locale: string): string {
  const [language = "en", region] = locale.replace("-", "_").split("_");
  return `${language.toLowerCase()}_${(region ?? language).toUpperCase()}`;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The researcher answering each research once for its paper. Yoast computes a research again on every request:
 * the keyphrase's count (a pass over every sentence with each form of each word of the keyphrase) is asked for by
 * two assessments and by the density research, the transition words by two, the keyphrase's word forms by eight,
 * which was about half the time a post took to score. A research depends on the paper and the researcher alone,
 * and no assessment changes what it is given.
 */
function remembering(researcher: YoastResearcher): YoastResearcher {
  const research = researcher.getResearch.bind(researcher);
  const answers = new Map<string, unknown>();
  researcher.getResearch = (name) => {
    if (!answers.has(name)) answers.set(name, research(name));
    return answers.get(name);
  };
  return researcher;
}

/** Scores a post as Yoast's analysis worker does in the editor: SEO against its focus keyphrase, and readability. */
export function score(post: ScoredPost): Score {
  const locale = wordpressLocale(post.locale);
  const language = locale.slice(0, 2) as keyof typeof researchers;
  const loaded = researchers[language] ?? defaultResearcher;
  const Researcher = typeof loaded === "function" ? loaded : loaded.default;
  const paper = new Paper(post.content, {
    keyword: post.focus_keyphrase,
    title: post.title,
    titleWidth: titleWidth(post.title),
    description: post.meta_description,
    slug: post.slug,
    locale,
    permalink: post.url,
  });
  // One researcher for both assessors, as in Yoast's analysis worker.
  const researcher = remembering(new Researcher(paper));
  const seo = new SeoAssessor(researcher);
  seo.assess(paper);
  const readability = new ContentAssessor(researcher);
  // Yoast is more lenient with the languages it fully supports, and learns which from the locale.
  readability.getScoreAggregator().setLocale?.(locale);
  readability.assess(paper);
  const seoScore = seo.getScoreAggregator().aggregate(seo.results);
  const readabilityScore = readability.getScoreAggregator().aggregate(readability.results);
  const valid = (result: AssessmentResult) => result.hasScore() && result.hasText();
  const problems = [...seo.results, ...readability.results]
    .filter((result) => valid(result) && result.getScore() < 8)
    .map((result) => ({ id: result.getIdentifier(), score: result.getScore(), text: plain(result.getText()) }))
    .sort((a, b) => a.score - b.score);
  return {
    seo_score: seoScore,
    readability_score: readabilityScore,
    seo_rating: rating(seoScore),
    readability_rating: rating(readabilityScore),
    problems,
  };
}
