import { Counter } from "../db/counter";
import { Site } from "./index";
import { serviceCounterNames, serviceTotals } from "./service-totals";

export namespace Counts {
  /** The spec's array: blog agent, blog optimization, social agent, chat agent; grand_total is the domain's total service count. */
  export async function services(domainId: string) {
    const domain = await Site.load(domainId);
    const { agents, total } = serviceTotals(domain.domainId, await Counter.readMany(domain.userId, serviceCounterNames(domain.domainId)));
    return agents.map((count) => ({ total: count, grand_total: total }));
  }
}
