import type { KnowledgePassage } from "../ai/schema";
import type { ApprovalKind } from "../approval/kind";
import type { LedgerRow } from "../credit/schema";
import type { Publisher } from "../delivery/publishers";
import type { RunExecutor, RunProgress } from "../job/executor";
import type { RunItem } from "../job/view";
import type { AgentReportLines } from "../report/lines";
import { type AgentKey, AGENTS, isRunKind, RUN_KINDS, type RunKind } from "./catalog";

export interface DomainKey {
  userId: string;
  domainId: string;
}

/** The server's side of one kind of run. */
export interface Runner {
  /** The worker's part of a run; its code is loaded on first use, so a run of one kind does not load the others'. */
  execute: RunExecutor;
  /** For kinds whose work goes to the owner's site: sends a kept output again after the site refused it. */
  publisher?: () => Promise<Publisher>;
  /**
   * What the agent's own items do when one of its runs ends without succeeding, however it ended:
   * in its worker, by the sweep, from the dead-letter queue or cancelled while queued.
   */
  onFailed?: (run: RunItem, reason: string) => Promise<void>;
}

/** What the platform asks of an agent: its runs' work, and what it keeps for one of the owner's domains. */
export interface AgentHooks {
  /** A runner for each kind of run the catalog gives the agent. */
  runs: Partial<Record<RunKind, Runner>>;
  /** What the plugin's status answer carries for the agent: what it shows on the site's pages. */
  pluginStatus?: (domain: DomainKey) => Promise<Record<string, unknown>>;
  /** Texts that say what the domain is about, as the agent was told (its keywords, its documents): knowledge gaps weigh questions by them. */
  topics?: (domain: DomainKey) => Promise<string[]>;
  /** Removes everything the agent keeps for a domain being removed; posts on the site stay. */
  removeDomain: (domain: DomainKey) => Promise<void>;
  /**
   * The agent's part of the minute's cron: work that comes due by the clock. Answers what it did,
   * by name, for the log. Must be safe when two ticks overlap.
   */
  tick?: (now: number) => Promise<Record<string, number>>;
  /** The kinds of approval the agent's items wait in, by the kind each names: only the agent knows what deciding one does. */
  approvals?: Record<string, ApprovalKind>;
  /** Credits the agent set aside from the owner's balance for work not done yet: the credit summary counts them as reserved. */
  reservedCredits?: (userId: string) => Promise<number>;
  /**
   * What the credit history says of each row the agent wrote with a reference of its own (its pools' fills and returns),
   * in the rows' order; undefined for the others, which the platform describes.
   */
  ledgerDescriptions?: (userId: string, rows: ReadonlyArray<Pick<LedgerRow, "kind" | "reference">>) => Promise<Array<string | undefined>>;
  /** The agent's lines in a domain's weekly report, for the week's days from `start` until `end`: what it made or received. */
  weeklyReport?: (domain: DomainKey, week: { start: number; end: number }) => Promise<AgentReportLines>;
  /**
   * The passages of what the agent learned of the domain (its documents, the site's pages it read) that best match a
   * query, best first: a post grounds its facts on them.
   */
  knowledgePassages?: (domain: DomainKey, query: string) => Promise<KnowledgePassage[]>;
  /**
   * The addresses of the domain's posts the agent published whose text is the product's own sample writing, with no facts
   * about the business: what the site says is read without them.
   */
  sampleTextPostUrls?: (domain: DomainKey) => Promise<string[]>;
  /** Sends a message of the mail queue if it is one of the agent's notices; answers whether it was. */
  mail?: (message: unknown) => Promise<boolean>;
}

/** Each agent's hooks, by the catalog's key, each loaded on first use so a domain's page does not load every agent. */
export type AgentHooksTable = Record<AgentKey, () => Promise<AgentHooks>>;

let installed: AgentHooksTable | undefined;

/**
 * Hands the platform the agents' hooks. Called by each composition root (the API app, the queue workers, the cron, the
 * test setup), which alone names the agents: core's platform folders know the hooks' shape, never which agents exist.
 */
export function installAgents(table: AgentHooksTable) {
  installed = table;
}

/** Throws rather than answer no agents: a process without its composition root would skip every agent's removal and tick. */
function table(): AgentHooksTable {
  if (!installed) throw new Error("No agents installed: the process's composition root must call installAgents first.");
  return installed;
}

/** Every agent's hooks, in the catalog's order. */
export const allHooks = () => Promise.all(AGENTS.map((agent) => table()[agent]()));

/** The runner of a kind of run; undefined for a kind no agent makes. */
export async function runnerOf(kind: string): Promise<Runner | undefined> {
  if (!isRunKind(kind)) return undefined;
  return (await table()[RUN_KINDS[kind].agent]()).runs[kind];
}

/** The executors the run workers hand to `Job.handle`, by kind: each loads its agent's runner on first use. */
export const executors: Record<string, RunExecutor> = Object.fromEntries(
  Object.keys(RUN_KINDS).map((kind) => [
    kind,
    async (progress: RunProgress) => {
      const runner = await runnerOf(kind);
      if (!runner) throw new Error(`No runner for runs of kind ${kind}.`);
      return runner.execute(progress);
    },
  ]),
);
