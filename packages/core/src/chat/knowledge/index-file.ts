import MiniSearch, { type AsPlainObject, type Options } from "minisearch";
import type { Passage } from "./passages";
import { LOOSE_MIN, term, tokenize } from "./terms";

/**
 * The stored knowledge: the passages and their BM25 index (MiniSearch) in one JSON file, read
 * whole by the answers. The index refers to passages by their position and stores no fields of
 * its own, so each passage's text is in the file once.
 */
export interface KnowledgeFile {
  version: 1;
  builtAt: number;
  passages: Passage[];
  index: AsPlainObject;
}

interface Indexed {
  id: number;
  title: string;
  text: string;
}

const OPTIONS: Options<Indexed> = {
  fields: ["title", "text"],
  tokenize: (text) => tokenize(text),
  processTerm: (token) => term(token),
  searchOptions: {
    boost: { title: 2 },
    prefix: (value) => value.length >= LOOSE_MIN,
    fuzzy: (value) => (value.length >= LOOSE_MIN ? 0.2 : false),
    combineWith: "OR",
  },
};

/** A passage's searchable title: where it comes from and the heading it sits under. */
const titleOf = (passage: Passage) => [passage.title, passage.heading].filter(Boolean).join(" ");

export function buildKnowledge(passages: Passage[], builtAt: number): KnowledgeFile {
  const index = new MiniSearch<Indexed>(OPTIONS);
  index.addAll(passages.map((passage, id) => ({ id, title: titleOf(passage), text: passage.text })));
  return { version: 1, builtAt, passages, index: index.toJSON() };
}

export interface LoadedKnowledge {
  passages: Passage[];
  index: MiniSearch<Indexed>;
}

export function loadKnowledge(file: KnowledgeFile): LoadedKnowledge {
  return { passages: file.passages, index: MiniSearch.loadJS<Indexed>(file.index, OPTIONS) };
}
