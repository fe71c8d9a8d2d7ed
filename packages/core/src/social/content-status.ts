import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { isConditionFailure } from "../db/errors";
import { rawWrites, runTransaction } from "../db/transaction";
import { IN_FLIGHT_STATUSES, SocialContentEntity, type SocialContentItem, type SocialContentStatus } from "./content.entity";
import { socialAgentBusyCounter } from "./counters";

type ContentRef = Pick<SocialContentItem, "userId" | "contentId" | "agentId" | "domainId">;
type Changes = Partial<Omit<SocialContentItem, "userId" | "contentId" | "agentId" | "domainId" | "runId" | "postId" | "createdAt" | "status">>;

const inFlight = (status: SocialContentStatus) => (IN_FLIGHT_STATUSES as readonly string[]).includes(status);

/**
 * Moves a video from one of `from` to `to`, with `changes`, only while it is in one of `from`;
 * answers whether it did. Entering or leaving the in-flight statuses changes the agent's busy
 * counter in the same transaction, so the agent list's "generating" never drifts. An absent
 * optional field in `remove` is taken off the item (a new attempt clears the last error). What a
 * finished video counts for in analytics is counted with its run's success.
 */
export async function moveContent(
  content: ContentRef,
  from: readonly SocialContentStatus[],
  to: SocialContentStatus,
  changes: Changes = {},
  remove: Array<keyof Changes> = [],
): Promise<boolean> {
  const { key, set, condition, busy } = movePlan(content, { from, to, changes, remove });
  if (!busy) {
    try {
      const patch = SocialContentEntity.patch(key).set(set);
      await (remove.length ? patch.remove(remove as never) : patch).where(condition as never).go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
  const result = await runTransaction(
    { SocialContentEntity, CounterEntity },
    (entities) => moveOps(entities, content, { from, to, changes, remove }),
    // A transaction cancelled by a concurrent write to the counter (not by the condition) is tried again.
    { names: ["content"], retry: { busy: "The video could not be updated. Please try again." } },
  );
  return result.ok;
}

/**
 * The same move as writes for a transaction built elsewhere: publishing's start moves the video
 * to uploading in the transaction that writes its run, so neither exists without the other.
 */
export function moveWrites(
  content: ContentRef,
  from: readonly SocialContentStatus[],
  to: SocialContentStatus,
  changes: Changes = {},
  remove: Array<keyof Changes> = [],
) {
  return rawWrites({ SocialContentEntity, CounterEntity }, (entities) => moveOps(entities, content, { from, to, changes, remove }));
}

interface Move {
  from: readonly SocialContentStatus[];
  to: SocialContentStatus;
  changes: Changes;
  remove: Array<keyof Changes>;
}

function movePlan(content: ContentRef, { from, to, changes }: Move) {
  // The busy count changes only when every `from` status sits on the other side of the line from `to`.
  const entering = inFlight(to) && from.every((status) => !inFlight(status));
  const leaving = !inFlight(to) && from.every(inFlight);
  return {
    key: { userId: content.userId, contentId: content.contentId },
    set: { ...changes, status: to },
    condition: (attr: { status: unknown }, op: { eq: (a: unknown, b: string) => string }) => from.map((status) => op.eq(attr.status, status)).join(" OR "),
    busy: entering ? 1 : leaving ? -1 : 0,
  };
}

type MoveEntities = Parameters<Parameters<typeof rawWrites<{ SocialContentEntity: typeof SocialContentEntity; CounterEntity: typeof CounterEntity }>>[1]>[0];

function moveOps(entities: MoveEntities, content: ContentRef, move: Move) {
  const { key, set, condition, busy } = movePlan(content, move);
  const patch = entities.SocialContentEntity.patch(key).set(set);
  const moved = (move.remove.length ? patch.remove(move.remove as never) : patch).where(condition as never).commit();
  return busy ? [moved, Counter.change(entities, content.userId, socialAgentBusyCounter(content.domainId, content.agentId), busy)] : [moved];
}

export async function loadContent(userId: string, contentId: string): Promise<SocialContentItem | undefined> {
  const { data } = await SocialContentEntity.get({ userId, contentId }).go({ consistent: true });
  return data ?? undefined;
}
