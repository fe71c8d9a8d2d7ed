import MiniSearch, { type AsPlainObject, type Options } from "minisearch";
import type { Passage } from "./passages";
import { type Language, languageIn, LOOSE_MIN, term, terms, tokenize } from "../../text/terms";

/**
 * The stored knowledge: the passages and their BM25 index (MiniSearch) in one JSON file, read
 * whole by the answers. The index refers to passages by their position and stores no fields of
 * its own, so each passage's text is in the file once. Since version 2 each passage is indexed in
 * its own language (`languages`, by position), and the file names the site's contact page.
 */
export interface KnowledgeFile {
  version: 1 | 2;
  builtAt: number;
  passages: Passage[];
  /** Version 2: each passage's language; version 1 read everything as English. */
  languages?: Language[];
  /** Version 2: the site's contact page, when it has one. */
  contactUrl?: string | null;
  index: AsPlainObject;
}

interface Indexed {
  id: number;
  title: string;
  text: string;
}

const SEARCH_OPTIONS: Options<Indexed>["searchOptions"] = {
  boost: { title: 2 },
  prefix: (value) => value.length >= LOOSE_MIN,
  fuzzy: (value) => (value.length >= LOOSE_MIN ? 0.2 : false),
  combineWith: "OR",
};

/** Version 1 indexed raw text as English terms. */
const ENGLISH_OPTIONS: Options<Indexed> = {
  fields: ["title", "text"],
  tokenize: (text) => tokenize(text),
  processTerm: (token) => term(token),
  searchOptions: SEARCH_OPTIONS,
};

/** Version 2 indexes each passage's terms made in its own language, joined by spaces. */
const OPTIONS: Options<Indexed> = {
  fields: ["title", "text"],
  tokenize: (text) => text.split(" ").filter(Boolean),
  processTerm: (value) => value,
  searchOptions: SEARCH_OPTIONS,
};

/** A passage's searchable title: where it comes from and the heading it sits under. */
const titleOf = (passage: Passage) => [passage.title, passage.heading].filter(Boolean).join(" ");

/**
 * Each passage's language: its own words tell, else the language most of the knowledge is in (a
 * price list's lines have few words that tell).
 */
function languagesOf(passages: Passage[]): Language[] {
  const own = passages.map((passage) => languageIn(`${titleOf(passage)} ${passage.text}`));
  const main = mostCommon(own.filter((language) => language !== null));
  return own.map((language) => language ?? main);
}

const mostCommon = (languages: Language[]): Language => {
  const counts = new Map<Language, number>();
  for (const language of languages) counts.set(language, (counts.get(language) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "en";
};

export function buildKnowledge(passages: Passage[], builtAt: number, contactUrl: string | null = null): KnowledgeFile {
  const languages = languagesOf(passages);
  const index = new MiniSearch<Indexed>(OPTIONS);
  index.addAll(
    passages.map((passage, id) => ({ id, title: terms(titleOf(passage), languages[id]).join(" "), text: terms(passage.text, languages[id]).join(" ") })),
  );
  return { version: 2, builtAt, passages, languages, contactUrl, index: index.toJSON() };
}

export interface LoadedKnowledge {
  passages: Passage[];
  /** Each passage's language, by position. */
  languages: Language[];
  /** The language most passages are in: a question whose words do not tell is read in it. */
  language: Language;
  /** False for an index of version 1, which read every passage as English. */
  multilingual: boolean;
  contactUrl: string | null;
  index: MiniSearch<Indexed>;
}

export function loadKnowledge(file: KnowledgeFile): LoadedKnowledge {
  const languages = file.version === 2 && file.languages ? file.languages : file.passages.map((): Language => "en");
  return {
    passages: file.passages,
    languages,
    language: mostCommon(languages),
    multilingual: file.version === 2,
    contactUrl: file.contactUrl ?? null,
    index: MiniSearch.loadJS<Indexed>(file.index, file.version === 2 ? OPTIONS : ENGLISH_OPTIONS),
  };
}
