import { Counter } from "../db/counter";
import { SERVICE_AGENTS } from "../agents/catalog";
import { servicesOf } from "../service/domain-row";
import { serviceCounter } from "./counters";
import { Site } from "./index";

/** The domain's services, each a counter the agents keep with their items; the optimizer's optimizations are one service, as Manage Services lists it. */
export namespace Counts {
  /** The spec's array: blog agent, blog optimization, social agent, chat agent; grand_total is their sum. */
  export async function services(domainId: string) {
    const domain = await Site.load(domainId);
    const names = SERVICE_AGENTS.map((kind) => serviceCounter(domain.domainId, kind));
    const counts = await Counter.readMany(domain.userId, names);
    const totals = SERVICE_AGENTS.map((kind, index) => servicesOf(kind, counts.get(names[index]!) ?? 0));
    const grandTotal = totals.reduce((sum, total) => sum + total, 0);
    return totals.map((total) => ({ total, grand_total: grandTotal }));
  }
}
