import { AGENT_CATALOG, type ServiceAgent } from "../agents/catalog";
import type { NewServiceEntry } from "./entries";

/**
 * The optimizer is a service of its domain, not an agent of its own: each optimization is one use
 * of it. Manage Services shows it as one row per domain that used it, named for the service, with
 * its count of optimizations and the optimizer's page as its link.
 */
const optimizer = AGENT_CATALOG.optimizer;

/**
 * Inactive: the spec's statuses are Active, Inactive, Draft and Error, and Active is what an agent
 * that works on its own (on a schedule, for visitors) says. The optimizer only works when asked.
 */
const OPTIMIZER_STATUS = "Inactive";

/** How many services an agent's counter stands for: the optimizer's counts its optimizations, which are one service. */
export const servicesOf = (agent: ServiceAgent, counted: number) => (agent === "optimizer" ? Math.min(counted, 1) : counted);

const optimizerRowId = (domainId: string) => `optimizer_${domainId}`;

/** The domain's optimizer row as its first optimization, at `createdAt`, makes it. */
export const optimizerRow = (key: { userId: string; domainId: string }, createdAt: number): NewServiceEntry => ({
  userId: key.userId,
  domainId: key.domainId,
  id: optimizerRowId(key.domainId),
  name: optimizer.name,
  type: optimizer.service.type,
  status: OPTIMIZER_STATUS,
  createdAt,
  link: optimizer.card.page,
});
