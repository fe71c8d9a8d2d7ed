import { createHash } from "node:crypto";
import { encodeTime, monotonicFactory, ulid } from "ulid";
import { AGENT_ID_PREFIXES } from "../agents/catalog";

/** The platform's own items; each agent's come from the agents' catalog. */
const prefixes = {
  user: "usr",
  ledger: "led",
  avatar: "avt",
  domain: "dom",
  challenge: "chl",
  run: "run",
  ...AGENT_ID_PREFIXES,
} as const;

export type IdKind = keyof typeof prefixes;

export function createId(kind: IdKind): string {
  return `${prefixes[kind]}_${ulid().toLowerCase()}`;
}

const nextUlid = monotonicFactory();

/**
 * An id that rises within a batch made in the same millisecond, so the batch lists newest first.
 * Its time part never goes back: after a later id, it carries that id's time.
 */
export function createRisingId(kind: IdKind): string {
  return `${prefixes[kind]}_${nextUlid().toLowerCase()}`;
}

const CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz";

/**
 * The same id every time for the same key and time: a ULID whose time part is `at` and whose
 * random part comes from a hash of `key`. Work that may be started twice (a scheduled slot seen by
 * two cron ticks) gets one id, so the second start finds the first.
 */
export function deterministicId(kind: IdKind, key: string, at: number): string {
  const digest = createHash("sha256").update(key).digest();
  let random = "";
  for (let index = 0; index < 16; index++) random += CROCKFORD[digest[index]! % 32];
  return `${prefixes[kind]}_${encodeTime(at, 10).toLowerCase()}${random}`;
}
