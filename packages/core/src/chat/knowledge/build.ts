import { asRawUpdate } from "../../db/transaction";
import { VisibleError } from "../../error";
import type { Job, RunResult } from "../../job";
import { Media } from "../../media";
import { DomainEntity } from "../../site/domain.entity";
import { ChatAgentEntity, type ChatAgentItem } from "../agent.entity";
import { readPdf } from "../pdf";
import { findContactPage } from "./contact";
import { buildKnowledge } from "./index-file";
import { type Passage, pdfPassages, sitePassages } from "./passages";
import { readSite } from "./site";
import { watchSites as checkSites } from "./watch";

export const knowledgeKey = (userId: string, agentId: string, runId: string) => `chat/${userId}/${agentId}/knowledge/${runId}.json`;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

interface Sources {
  pdf: Passage[];
  pdfPages: number;
  site: Passage[];
  siteItems: number;
  /** The site's fingerprint when its pages were read; undefined when they were not. */
  fingerprint?: string;
}

async function readDocument(progress: Job.Progress, agent: ChatAgentItem) {
  if (!agent.documentKey) {
    await progress.step("Reading the PDF", "No PDF: the agent answers from the site's pages.");
    return { passages: [], pages: 0 };
  }
  const file = await Media.get(agent.documentKey);
  if (!file) throw new VisibleError("not_found", "document_missing", "The agent's PDF is missing. Upload it again.");
  const { pages } = await readPdf(file.body);
  const name = agent.documentName ?? "Document";
  await progress.step("Reading the PDF", `${name}: ${plural(pages.length, "page")}`);
  return { passages: pdfPassages(name, pages), pages: pages.length };
}

/**
 * The site's pages, when the agent uses them. A site that cannot be read fails the build only
 * when there is no PDF to answer from; otherwise the build goes on and the step says why.
 */
async function readSitePages(progress: Job.Progress, agent: ChatAgentItem, hasDocument: boolean) {
  if (!agent.useSitePages) {
    await progress.step("Reading the site", "Not used: the agent answers from its PDF.");
    return { passages: [], items: 0 };
  }
  try {
    const site = await readSite({ userId: agent.userId, domainId: agent.domainId });
    const limit = site.truncated ? ` (the first ${plural(site.items.length, "item")}: the rest is over the limit)` : "";
    await progress.step("Reading the site", `${plural(site.items.length, "published post or page", "published posts and pages")}${limit}`);
    return { passages: sitePassages(site.items), items: site.items.length, fingerprint: site.fingerprint };
  } catch (error) {
    if (!(error instanceof VisibleError) || error.kind === "unavailable" || !hasDocument) throw error;
    await progress.step("Reading the site", `Skipped: ${error.message} The agent answers from its PDF for now.`);
    return { passages: [], items: 0 };
  }
}

async function readSources(progress: Job.Progress, agent: ChatAgentItem): Promise<Sources> {
  const document = await readDocument(progress, agent);
  const site = await readSitePages(progress, agent, document.passages.length > 0);
  return { pdf: document.passages, pdfPages: document.pages, site: site.passages, siteItems: site.items, fingerprint: site.fingerprint };
}

const emptyReason = (agent: ChatAgentItem) =>
  agent.documentKey && agent.useSitePages
    ? "There is nothing to answer from: the PDF has no readable text and the site has no published posts or pages with text."
    : agent.documentKey
      ? "There is nothing to answer from: the PDF has no readable text."
      : "There is nothing to answer from: the site has no published posts or pages with text yet. Publish some, or add a PDF.";

async function build(progress: Job.Progress, agent: ChatAgentItem): Promise<RunResult> {
  const { run } = progress;
  const sources = await readSources(progress, agent);
  const passages = [...sources.pdf, ...sources.site];
  if (!passages.length) throw new VisibleError("input", "knowledge_empty", emptyReason(agent));

  const sourceCount = (sources.pdf.length ? 1 : 0) + new Set(sources.site.map((passage) => passage.url)).size;
  const now = Date.now();
  const key = knowledgeKey(agent.userId, agent.agentId, run.runId);
  // The refusal sends visitors to the site's contact page: found now, so an answer asks the site nothing.
  const pages = sources.site.flatMap((passage) => (passage.url ? [{ title: passage.title, url: passage.url }] : []));
  const contactUrl = await findContactPage({ userId: agent.userId, domainId: agent.domainId }, pages);
  await Media.put(key, new TextEncoder().encode(JSON.stringify(buildKnowledge(passages, now, contactUrl))), "application/json");
  await progress.step("Indexing", `${plural(passages.length, "passage")} from ${plural(sourceCount, "source")}`);
  const output = { passages: passages.length, sources: sourceCount, pdf_pages: sources.pdfPages, site_items: sources.siteItems };

  const patch = ChatAgentEntity.patch({ userId: agent.userId, agentId: agent.agentId }).set({
    knowledgeStatus: "ready",
    knowledgeKey: key,
    knowledgePassages: passages.length,
    knowledgeSources: sourceCount,
    knowledgeBuiltAt: now,
  });
  // Pages that could not be read are not in the index: no fingerprint, so the next check rebuilds.
  const withSite =
    sources.fingerprint === undefined
      ? patch.remove(["knowledgeError", "siteFingerprint"])
      : patch.set({ siteFingerprint: sources.fingerprint }).remove(["knowledgeError"]);
  const ready = withSite.where((attr, op) => op.eq(attr.knowledgeRunId, run.runId)).params();
  // Read when the run started, after it became the agent's build: no other build has switched the agent since.
  const previous = agent.knowledgeKey;
  return {
    output,
    // The agent switches to the new index in the same transaction as the run succeeds.
    commit: {
      writes: [asRawUpdate(ready)],
      // A newer build (or the agent's removal) came first: this index is nobody's.
      superseded: async () => {
        await Media.removePrefix(key);
        return { output: { ...output, superseded: true } };
      },
      after: async () => {
        if (previous && previous !== key) await Media.removePrefix(previous);
      },
    },
  };
}

/** Building what a chat agent answers from, in the run worker, and keeping it current from the cron. */
export namespace ChatKnowledge {
  /** The worker's part of a `chat_knowledge` run, as the owner: read the PDF and the site, index, switch the agent over. */
  export async function execute(progress: Job.Progress): Promise<RunResult> {
    const { run } = progress;
    const { data: agent } = await ChatAgentEntity.get({ userId: run.userId, agentId: run.agentId }).go({ consistent: true });
    if (!agent) throw new VisibleError("not_found", "chat_agent_not_found", "The chat agent was removed.");
    const { data: domain } = await DomainEntity.get({ userId: run.userId, domainId: run.domainId }).go();
    if (!domain) throw new VisibleError("not_found", "domain_not_found", "The domain was removed.");
    // A later change started a newer build: it reads the same sources, so this one has nothing to add.
    if (agent.knowledgeRunId !== run.runId) return { output: { passages: 0, sources: 0, pdf_pages: 0, site_items: 0, superseded: true } };
    // However the run ends without succeeding, its runner's `onFailed` marks the agent failed.
    return build(progress, agent);
  }

  /** For the cron: rebuilds, for free, the knowledge of active agents whose site changed (checked every 15 minutes each). */
  export const watchSites = checkSites;
}
