import { Media } from "../../media";
import { type KnowledgeFile, type LoadedKnowledge, loadKnowledge } from "../knowledge/index-file";

const MAX_ENTRIES = 20;
const MAX_BYTES = 50 * 1024 * 1024;
/** A loaded index takes a few times its JSON's size in memory. */
const MEMORY_PER_BYTE = 3;

interface Entry {
  knowledge: Promise<LoadedKnowledge | null>;
  bytes: number;
}

/** Most recently used last; a Map keeps insertion order. */
const entries = new Map<string, Entry>();

function evict() {
  let total = [...entries.values()].reduce((sum, entry) => sum + entry.bytes, 0);
  for (const [key, entry] of entries) {
    if (entries.size <= MAX_ENTRIES && total <= MAX_BYTES) break;
    // The newest one stays even when it alone is over the budget: it is the one being asked.
    if (entries.size === 1) break;
    entries.delete(key);
    total -= entry.bytes;
  }
}

async function read(key: string, entry: Entry): Promise<LoadedKnowledge | null> {
  const file = await Media.get(key);
  if (!file) return null;
  entry.bytes = file.body.byteLength * MEMORY_PER_BYTE;
  const knowledge = loadKnowledge(JSON.parse(new TextDecoder().decode(file.body)) as KnowledgeFile);
  evict();
  return knowledge;
}

/**
 * An agent's index, read from storage once per function instance and kept in memory: a stored
 * index never changes (each build writes a new key), so a warm answer reads nothing. Null when
 * the file is gone (a newer build replaced it a moment ago).
 */
export function knowledgeOf(key: string): Promise<LoadedKnowledge | null> {
  const hit = entries.get(key);
  if (hit) {
    entries.delete(key);
    entries.set(key, hit);
    return hit.knowledge;
  }
  const entry: Entry = { knowledge: Promise.resolve(null), bytes: 0 };
  // Concurrent answers for the same agent share one read.
  const forget = () => {
    if (entries.get(key) === entry) entries.delete(key);
  };
  entry.knowledge = read(key, entry).then(
    (knowledge) => {
      if (!knowledge) forget();
      return knowledge;
    },
    (error: unknown) => {
      forget();
      throw error;
    },
  );
  entries.set(key, entry);
  return entry.knowledge;
}
