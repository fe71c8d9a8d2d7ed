import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { listPage } from "../db/list";
import { rawWrites, runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { ServiceEntries } from "../service/entries";
import { ServiceEntryEntity } from "../service/entry.entity";
import { Site } from "../site";
import { DomainEntity } from "../site/domain.entity";
import type { DomainItem } from "../site/view";
import { fn } from "../util/fn";
import { createId } from "../util/id";
import { AuditorEntity, type AuditorItem, AuditReportEntity, newAuditorId } from "./auditor.entity";
import { AUDIT_COSTS, auditorCost } from "./costs";
import { auditorsCounter, loadOwnAuditor, loadReport } from "./load";
import { AUDITOR_SERVICE_STATUS, auditorServiceRow } from "./service-row";
import { AuditorListInput, AuditorOptionsInput, auditCost, competitorLimit, CreateAuditorInput, MAX_COMPETITORS, plural } from "./schema";
import { discoveryQueries, searchConfigured } from "./search-config";
import { auditorListItem, auditorResult } from "./view";

export const SEO_AUDIT_RUN = "seo_audit";

export { AUDIT_COSTS };

const alreadyRunning = () => new VisibleError("conflict", "audit_running", "This audit is still running.");

const fieldError = (field: string, message: string) => new VisibleError("input", "invalid_input", message, { [field]: message });

/** Why web search cannot find competitors for the domain, or null when it can. */
function noDiscovery(domain: DomainItem) {
  if (!searchConfigured()) return "no web search provider is configured to find more";
  if (discoveryQueries(domain).length === 0) return "the domain has no keywords or niche for the web search to find more with (set them in its configuration)";
  return null;
}

/** How many competitors an audit of the domain can use now, and why not ten when fewer. */
function availability(domain: DomainItem) {
  const listed = (domain.competitors ?? []).slice(0, MAX_COMPETITORS);
  const why = noDiscovery(domain);
  return { listed, discovery: why === null, why, ...competitorLimit(listed.length, why) };
}

/** The domain's own list first, then sites found by web search, as many as asked or a 400 saying why not. */
async function resolveCompetitors(domain: DomainItem, wanted: number) {
  const { listed, discovery, reason } = availability(domain);
  if (wanted <= listed.length) return listed.slice(0, wanted);
  if (!discovery) throw fieldError("competitorCount", `You asked for ${plural(wanted, "competitor")}. ${reason}`);
  // The search client loads only when an audit asks for more competitors than the domain lists.
  const { discoverCompetitors } = await import("./search");
  const found = await discoverCompetitors(domain, wanted - listed.length, listed);
  const all = [...listed, ...found];
  if (all.length < wanted) {
    throw fieldError(
      "competitorCount",
      `Only ${plural(all.length, "competitor")} can be used: ${listed.length} listed for this domain and ${found.length} found by web search. Choose ${all.length} or fewer, or add competitors on the domain's page.`,
    );
  }
  return all;
}

/** Removes the audit with its report, its row in Manage Services and the domain's count, in one transaction. */
async function removeAuditor(item: AuditorItem) {
  const { userId, auditorId, domainId } = item;
  await runTransaction(
    { AuditorEntity, AuditReportEntity, CounterEntity, ServiceEntryEntity },
    (entities) => [
      entities.AuditorEntity.delete({ userId, auditorId })
        .where((attr, op) => op.exists(attr.auditorId))
        .commit(),
      entities.AuditReportEntity.delete({ userId, auditorId }).commit(),
      // A plain delete: an audit made before auditors had rows has none to remove.
      entities.ServiceEntryEntity.delete({ userId, entryId: auditorId }).commit(),
      Counter.change(entities, userId, auditorsCounter(domainId), -1),
    ],
    { names: ["auditor"], retry: { busy: "Failed to delete the audit." } },
  );
}

/** The website SEO auditor: its form's choices, its audits, their results. */
export namespace Auditor {
  /**
   * What the Create SEO Auditor form needs: the domain's competitors, how many an audit can use, the prices, and why
   * web search cannot add more (so the form can reckon the limit again for the competitors typed into it).
   */
  export const options = fn(AuditorOptionsInput, async ({ domainId }) => {
    const { listed, discovery, why, max, reason } = availability(await Site.load(domainId));
    return { competitors: listed, discovery, discovery_reason: why, max_competitors: max, reason, costs: AUDIT_COSTS };
  });

  /** A domain's audits, newest first; a search matches anywhere in the name; a status narrows them. */
  export const list = fn(AuditorListInput, async ({ domainId, page, limit, search, status }) => {
    const domain = await Site.load(domainId);
    const term = search.toLowerCase();
    const items = AuditorEntity.query.byDomain({ userId: domain.userId, domainId: domain.domainId });
    const filtered = term || status;
    const result = await listPage({
      query: filtered
        ? items.where((attr, op) => [term && op.contains(attr.searchName, term), status && op.eq(attr.status, status)].filter(Boolean).join(" AND "))
        : items,
      entity: AuditorEntity,
      page,
      limit,
      order: "desc",
      total: filtered ? undefined : await Counter.read(domain.userId, auditorsCounter(domain.domainId)),
    });
    return { data: result.data.map(auditorListItem), pagination: result.pagination };
  });

  /**
   * Starts an audit: competitors resolved (the domain's first, then web search), the price of
   * the report, each competitor and each page held by the run. A balance short of it starts
   * nothing; so does a run that cannot start after all (the audit is taken back). Competitors
   * sent with the form become the domain's list, written with the audit.
   */
  export const create = fn(CreateAuditorInput, async (input) => {
    const loaded = await Site.load(input.userDomainId);
    // The address checks (and their IP tables) load when an audit is started, not with the list.
    const { addressRefusal, competitorRefusal } = await import("./competitors");
    for (const item of input.selectedContent) {
      const refusal = addressRefusal(item.url);
      if (refusal) throw fieldError("selectedContent", refusal);
    }
    for (const url of input.competitors ?? []) {
      const refusal = competitorRefusal(url, loaded);
      if (refusal) throw fieldError("competitors", refusal);
    }
    const domain = input.competitors ? { ...loaded, competitors: input.competitors } : loaded;
    const competitors = await resolveCompetitors(domain, input.competitorCount);
    const credits = auditCost(AUDIT_COSTS, competitors.length, input.selectedContent.length);

    const now = Date.now();
    const auditor: AuditorItem = {
      userId: domain.userId,
      auditorId: newAuditorId(),
      domainId: domain.domainId,
      runId: createId("run"),
      name: input.name,
      searchName: input.name.toLowerCase(),
      items: input.selectedContent.map((item) => ({ id: item.id, title: item.title, url: item.url, type: item.type })),
      competitors,
      creditsUsed: credits,
      status: "processing",
      progressDone: 0,
      progressTotal: 0,
      createdAt: now,
      updatedAt: now,
    };
    // Runs (credits, the queue) load when an audit starts, not with the list and the reports.
    const { Job } = await import("../job");
    const run = await Job.start({
      userId: auditor.userId,
      domainId: auditor.domainId,
      kind: SEO_AUDIT_RUN,
      agentId: auditor.auditorId,
      trigger: "run_now",
      runId: auditor.runId,
      credits,
      input: { auditor_id: auditor.auditorId, name: auditor.name, pages: auditor.items.length, competitors },
      // The audit exists exactly with its run: a run that cannot start leaves nothing to take back.
      with: rawWrites({ AuditorEntity, CounterEntity, DomainEntity, ServiceEntryEntity }, (entities) => [
        entities.AuditorEntity.create(auditor).commit(),
        ServiceEntries.add(entities, auditorServiceRow(auditor)),
        Counter.change(entities, auditor.userId, auditorsCounter(auditor.domainId), 1),
        ...(input.competitors
          ? [entities.DomainEntity.patch({ userId: domain.userId, domainId: domain.domainId }).set({ competitors: input.competitors }).commit()]
          : []),
      ]),
    });
    return { data: auditorListItem(auditor), run };
  });

  export async function get(auditorId: string) {
    const auditor = await loadOwnAuditor(auditorId);
    const report = auditor.status === "completed" ? await loadReport(auditor) : undefined;
    return auditorResult(auditor, report);
  }

  /**
   * Audits the same pages against the same competitors again, at the price of creating it. The
   * previous report stays readable until the new one replaces it, which then says what changed.
   */
  export async function runAgain(auditorId: string) {
    const auditor = await loadOwnAuditor(auditorId);
    if (auditor.status === "processing") throw alreadyRunning();
    const { userId, domainId } = auditor;
    const credits = auditorCost(auditor);
    const again: AuditorItem = {
      ...auditor,
      runId: createId("run"),
      creditsUsed: credits,
      status: "processing",
      progressDone: 0,
      progressTotal: 0,
      error: undefined,
    };
    const { Job } = await import("../job");
    const run = await Job.start({
      userId,
      domainId,
      kind: SEO_AUDIT_RUN,
      agentId: auditor.auditorId,
      trigger: "run_now",
      runId: again.runId,
      credits,
      input: { auditor_id: auditor.auditorId, name: auditor.name, pages: auditor.items.length, competitors: auditor.competitors },
      // Only the run the owner saw ends here: a click racing another starts one run.
      with: rawWrites({ AuditorEntity }, (entities) => [
        entities.AuditorEntity.patch({ userId, auditorId: auditor.auditorId })
          .set({ runId: again.runId, creditsUsed: credits, status: "processing", progressDone: 0, progressTotal: 0 })
          .remove(["error"])
          .where((attr, op) => `${op.eq(attr.runId, auditor.runId)} AND ${op.ne(attr.status, "processing")}`)
          .commit(),
      ]),
      refused: () => Promise.resolve(alreadyRunning()),
    });
    await ServiceEntries.follow(userId, auditor.auditorId, AUDITOR_SERVICE_STATUS.processing);
    return { data: auditorListItem(again), run };
  }

  /** Removes an audit and its report; one whose run is still working stays. */
  export async function remove(auditorId: string) {
    const auditor = await loadOwnAuditor(auditorId);
    if (auditor.status === "processing") throw alreadyRunning();
    await removeAuditor(auditor);
    return { id: auditor.auditorId };
  }
}
