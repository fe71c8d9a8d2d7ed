import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { listPage } from "../db/list";
import { runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { Media } from "../media";
import { fn } from "../util/fn";
import type { SocialAgentItem } from "./agent.entity";
import { loadContent } from "./content-status";
import { IN_FLIGHT_STATUSES, SocialContentEntity, type SocialContentItem, type SocialContentStatus } from "./content.entity";
import { socialAgentContentsCounter, socialContentCounter, socialContentPrefix } from "./counters";
import { loadAgent, loadOwnContent, socialContentNotFound } from "./load";
import { SocialContentListInput } from "./schema";
import { contentView } from "./view";

/** Where all of a domain's videos live in storage: removing the domain removes the prefix. */
export const socialDomainFilesPrefix = (domainId: string) => `social/${domainId}/`;

type ContentRef = Pick<SocialContentItem, "userId" | "contentId" | "agentId" | "domainId">;

const inFlight = (status: string) => (IN_FLIGHT_STATUSES as readonly string[]).includes(status);

/** Why a video cannot be removed now, or nothing when it can. */
function stillWorkedOn(content: Pick<SocialContentItem, "status">) {
  if (content.status === "uploading") return new VisibleError("conflict", "content_busy", "This video is being uploaded. Try again when it is done.");
  if (inFlight(content.status)) return new VisibleError("conflict", "content_busy", "This video is still being made.");
  return undefined;
}

/**
 * Removes a video's item with its counts, only while no run works on it. The agent's own count is
 * left alone when the agent's counters go with the agent.
 */
function deleteRecord(content: ContentRef, options: { agentCount: boolean }) {
  const { userId, contentId, domainId, agentId } = content;
  return runTransaction(
    { SocialContentEntity, CounterEntity },
    (entities) => [
      entities.SocialContentEntity.delete({ userId, contentId })
        .where((attr, op) =>
          [op.exists(attr.contentId), ...(IN_FLIGHT_STATUSES as readonly SocialContentStatus[]).map((status) => op.ne(attr.status, status))].join(" AND "),
        )
        .commit(),
      Counter.change(entities, userId, socialContentCounter(domainId), -1),
      ...(options.agentCount ? [Counter.change(entities, userId, socialAgentContentsCounter(domainId, agentId), -1)] : []),
    ],
    { names: ["content"] },
  );
}

/** A social media agent's videos: listed and removed. */
export namespace SocialContents {
  /** An agent's videos, newest first; search matches anywhere in the post title. */
  export const list = fn(SocialContentListInput, async ({ page, limit, search, status }, agentId: string) => {
    const agent = await loadAgent(agentId);
    const term = search.toLowerCase();
    const filter = status === "all" ? "" : status;
    const items = SocialContentEntity.query.byAgent({ userId: agent.userId, agentId: agent.agentId });
    const filtered = term || filter;
    const chain = filtered
      ? items.where((attr, op) => [term && op.contains(attr.searchTitle, term), filter && op.eq(attr.status, filter)].filter(Boolean).join(" AND "))
      : items;
    const result = await listPage({
      query: chain,
      entity: SocialContentEntity,
      page,
      limit,
      order: "desc",
      total: filtered ? undefined : await Counter.read(agent.userId, socialAgentContentsCounter(agent.domainId, agent.agentId)),
    });
    return { data: await Promise.all(result.data.map(contentView)), pagination: result.pagination };
  });

  /** Removes a video and its files; one a run is working on (being made or uploaded) stays. */
  export async function remove(contentId: string) {
    const content = await loadOwnContent(contentId);
    const busy = stillWorkedOn(content);
    if (busy) throw busy;
    const result = await deleteRecord(content, { agentCount: true });
    if (!result.ok) {
      const now = await loadContent(content.userId, content.contentId);
      if (!now) throw socialContentNotFound();
      throw stillWorkedOn(now) ?? new VisibleError("unavailable", "busy", "Failed to delete content.");
    }
    await Media.removePrefix(socialContentPrefix(content.domainId, content.contentId));
    return { id: content.contentId };
  }

  /**
   * Removes every video of an agent whose own record is gone (its counters went with it), with
   * their files. No run works on them: the agent was removed only while none did.
   */
  export async function removeOfAgent(agent: Pick<SocialAgentItem, "userId" | "agentId">) {
    let cursor: string | null = null;
    do {
      const page: { data: SocialContentItem[]; cursor: string | null } = await SocialContentEntity.query
        .byAgent({ userId: agent.userId, agentId: agent.agentId })
        .go({ cursor, limit: 100 });
      for (const content of page.data) {
        const result = await deleteRecord(content, { agentCount: false });
        if (result.ok) await Media.removePrefix(socialContentPrefix(content.domainId, content.contentId));
      }
      cursor = page.cursor;
    } while (cursor);
  }
}
