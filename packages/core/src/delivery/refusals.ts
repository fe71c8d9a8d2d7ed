import { isConditionFailure } from "../db/errors";
import { retryOnConflict } from "../db/transaction";
import { VisibleError } from "../error";
import { SiteRefusalEntity, type SiteRefusalItem } from "./refusal.entity";

/** Refusals of generated work a domain may have within the window before its new runs wait. */
export const REFUSAL_LIMIT = 5;
export const REFUSAL_WINDOW_MS = 60 * 60_000;

export const siteRefusing = (reason: string) =>
  new VisibleError(
    "conflict",
    "site_refusing",
    `The site refused the last ${REFUSAL_LIMIT} posts it was sent (last reason: ${reason.replace(/\.$/, "")}). New runs on this domain wait until it accepts one: fix the site, then use Publish again on a run in Activity.`,
  );

interface Domain {
  userId: string;
  domainId: string;
}

async function read(domain: Domain) {
  const { data } = await SiteRefusalEntity.get(domain).go({ consistent: true });
  return data ?? undefined;
}

/** The next state after one more refusal at `now`: the window's refusals, and blocked once they reach the limit. */
export function afterRefusal(current: Pick<SiteRefusalItem, "recent" | "blocked"> | undefined, now: number) {
  const recent = [...(current?.recent ?? []).filter((at) => at > now - REFUSAL_WINDOW_MS), now].slice(-REFUSAL_LIMIT);
  return { recent, blocked: (current?.blocked ?? false) || recent.length >= REFUSAL_LIMIT };
}

/** How a domain's site has been answering the work sent to it. */
export namespace SiteRefusals {
  /**
   * Counts one refusal. Written with the version read, so refusals recorded at once each count;
   * a conflict reads again.
   */
  export async function record(domain: Domain, reason: string, now = Date.now()) {
    return retryOnConflict({ busy: "The site's refusal could not be recorded.", attempts: 6 }, async () => {
      const current = await read(domain);
      const next = { ...domain, ...afterRefusal(current, now), reason, version: (current?.version ?? 0) + 1 };
      try {
        if (current) {
          await SiteRefusalEntity.put(next)
            .where((attr, op) => op.eq(attr.version, current.version))
            .go();
        } else {
          await SiteRefusalEntity.create(next).go();
        }
        return next;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return undefined;
      }
    });
  }

  /** The site took a publish: its earlier refusals no longer hold runs back. */
  export async function clear(domain: Domain) {
    await SiteRefusalEntity.delete(domain).go();
  }

  /** Refuses to start work for a domain whose site keeps refusing what it is sent. */
  export async function assertAccepting(domain: Domain) {
    const current = await read(domain);
    if (current?.blocked) throw siteRefusing(current.reason);
  }
}
