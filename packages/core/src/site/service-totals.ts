import { SERVICE_AGENTS } from "../agents/catalog";
import { servicesOf } from "../service/domain-row";
import { auditorsCounter, serviceCounter } from "./counters";

/** The counters a domain's services are read from: one per agent Manage Services lists, then its auditors'. */
export const serviceCounterNames = (domainId: string) => [...SERVICE_AGENTS.map((kind) => serviceCounter(domainId, kind)), auditorsCounter(domainId)];

/**
 * Each agent's services and the domain's total from its counters: the optimizer's optimizations are one service, and
 * each auditor is one, as Manage Services lists them, so the header, the Domains list and Manage Services agree.
 */
export function serviceTotals(domainId: string, counts: ReadonlyMap<string, number>) {
  const names = serviceCounterNames(domainId);
  const agents = SERVICE_AGENTS.map((kind, index) => servicesOf(kind, counts.get(names[index]!) ?? 0));
  const auditors = counts.get(names[SERVICE_AGENTS.length]!) ?? 0;
  return { agents, total: agents.reduce((sum, count) => sum + count, auditors) };
}
