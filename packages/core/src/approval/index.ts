import * as v from "valibot";
import { useUserId } from "../actor";
import { Counter } from "../db/counter";
import { CounterEntity } from "../db/counter.entity";
import { listPage } from "../db/list";
import { rawWrites, runTransaction } from "../db/transaction";
import { VisibleError } from "../error";
import { Site } from "../site";
import { domainPrefix } from "../site/counters";
import { fn, parse } from "../util/fn";
import { PageFields } from "../util/page";
import { APPROVAL_STATUSES, ApprovalEntity, type ApprovalStatus } from "./approval.entity";
import { approvalIdOf } from "./id";
import { approvalKindOf } from "./kinds";
import { EditInput } from "./schema";

export { EditInput } from "./schema";

export const approvalsCounter = (domainId: string, status: ApprovalStatus) => `${domainPrefix(domainId)}approvals:${status}`;

type ApprovalItem = {
  userId: string;
  approvalId: string;
  domainId: string;
  kind: string;
  title: string;
  status: ApprovalStatus;
  postId: number;
  runId: string;
  contentId?: string;
  writer?: string;
  decidedAt?: number;
  createdAt: number;
};

export function approvalView(item: ApprovalItem) {
  return {
    id: item.approvalId,
    kind: item.kind,
    title: item.title,
    status: item.status,
    post_id: item.postId,
    run_id: item.runId,
    content_id: item.contentId ?? null,
    writer: item.writer ?? null,
    created_at: new Date(item.createdAt).toISOString(),
    decided_at: item.decidedAt ? new Date(item.decidedAt).toISOString() : null,
  };
}

const notFound = () => new VisibleError("not_found", "approval_not_found", "Approval not found");
const decided = (status: string) => new VisibleError("conflict", "approval_decided", `This item was already ${status}.`);

/** Every approval id has this form; anything else is not one (and never reaches a key lookup). */
const APPROVAL_ID = /^apr_[0-9a-z]{26}$/;

async function load(approvalId: string) {
  if (!APPROVAL_ID.test(approvalId)) throw notFound();
  const { data } = await ApprovalEntity.get({ userId: useUserId(), approvalId }).go({ consistent: true });
  if (!data) throw notFound();
  return data as ApprovalItem;
}

type RequestEntities = Parameters<Parameters<typeof rawWrites<{ ApprovalEntity: typeof ApprovalEntity; CounterEntity: typeof CounterEntity }>>[1]>[0];

function requestOps(entities: RequestEntities, input: Approval.Request) {
  return [
    entities.ApprovalEntity.create({ ...input, approvalId: approvalIdOf(input.runId), status: "pending" }).commit(),
    Counter.change(entities, input.userId, approvalsCounter(input.domainId, "pending"), 1),
  ];
}

/** Moves an item out of pending, counters with it; false when it had already left. */
async function decide(item: ApprovalItem, status: "approved" | "rejected" | "pending", from: ApprovalStatus) {
  const result = await runTransaction(
    { ApprovalEntity, CounterEntity },
    (entities) => [
      entities.ApprovalEntity.patch({ userId: item.userId, approvalId: item.approvalId })
        .set({ status, decidedAt: Date.now() })
        .where((attr, op) => op.eq(attr.status, from))
        .commit(),
      Counter.change(entities, item.userId, approvalsCounter(item.domainId, from), -1),
      Counter.change(entities, item.userId, approvalsCounter(item.domainId, status), 1),
    ],
    { names: ["approval"] },
  );
  if (result.ok) return true;
  if (result.failed.includes("approval")) return false;
  throw new VisibleError("unavailable", "busy", "The item is busy. Please try again in a moment.");
}

/**
 * What waits for the owner before it goes live. Deciding is a conditional change out of
 * `pending`, so a second click (or a second tab) answers 409 instead of acting twice; the site is
 * changed after the item is claimed, and a failed site call puts it back to pending.
 */
export namespace Approval {
  export interface Request {
    userId: string;
    domainId: string;
    kind: string;
    title: string;
    postId: number;
    runId: string;
    contentId?: string;
    writer?: string;
  }

  /** Queues an item; one per run, so a retried run does not queue it twice. */
  export async function request(input: Request) {
    const approvalId = approvalIdOf(input.runId);
    const result = await runTransaction({ ApprovalEntity, CounterEntity }, (entities) => requestOps(entities, input), { names: ["approval"] });
    if (!result.ok && !result.failed.includes("approval")) {
      throw new VisibleError("unavailable", "busy", "The approval could not be queued. Please try again.");
    }
    return { id: approvalId };
  }

  /**
   * The same request as writes of a run's success, so the item is queued exactly when its run succeeds; its
   * condition fails when the run's item is queued already.
   */
  export function requestWrites(input: Request) {
    return rawWrites({ ApprovalEntity, CounterEntity }, (entities) => requestOps(entities, input));
  }

  export const ListInput = v.object({
    domainId: v.pipe(v.string("domainId is required"), v.nonEmpty("domainId is required")),
    status: v.optional(v.picklist(APPROVAL_STATUSES, `status must be one of ${APPROVAL_STATUSES.join(", ")}`), "pending"),
    ...PageFields,
  });

  /** Newest first; pending ones unless another status is asked for. */
  export const list = fn(ListInput, async ({ domainId, status, page, limit }) => {
    const domain = await Site.load(domainId);
    const total = await Counter.read(domain.userId, approvalsCounter(domain.domainId, status));
    const query = ApprovalEntity.query.byDomain({ userId: domain.userId, domainId: domain.domainId }).where((attr, op) => op.eq(attr.status, status));
    const result = await listPage({ query, entity: ApprovalEntity, page, limit, order: "desc", total });
    return { data: result.data.map((item) => approvalView(item as ApprovalItem)), pagination: result.pagination };
  });

  export async function pendingCount(domainId: string) {
    const domain = await Site.load(domainId);
    return Counter.read(domain.userId, approvalsCounter(domain.domainId, "pending"));
  }

  export async function approve(approvalId: string) {
    const item = await load(approvalId);
    if (item.status !== "pending" || !(await decide(item, "approved", "pending"))) throw decided(item.status === "pending" ? "decided" : item.status);
    try {
      await (await approvalKindOf(item.kind)).approve(item);
    } catch (error) {
      await decide(item, "pending", "approved");
      throw error;
    }
    return approvalView({ ...item, status: "approved", decidedAt: Date.now() });
  }

  export async function reject(approvalId: string) {
    const item = await load(approvalId);
    if (item.status !== "pending" || !(await decide(item, "rejected", "pending"))) throw decided(item.status === "pending" ? "decided" : item.status);
    try {
      await (await approvalKindOf(item.kind)).reject(item);
    } catch (error) {
      await decide(item, "pending", "rejected");
      throw error;
    }
    return approvalView({ ...item, status: "rejected", decidedAt: Date.now() });
  }

  /**
   * Saves the owner's edits to the draft on the site; only while it is pending. Stored as they will
   * go live, cleaned as every post is, so the queue and the preview show what publishing would.
   */
  export const edit = fn(EditInput, async (edited, id: string) => {
    const { sanitizePost } = await import("../content/sanitize");
    const changes = parse(EditInput, sanitizePost(edited));
    const item = await load(id);
    if (item.status !== "pending") throw decided(item.status);
    await (await approvalKindOf(item.kind)).edit(item, changes);
    await ApprovalEntity.patch({ userId: item.userId, approvalId: item.approvalId }).set({ title: changes.title }).go();
    return approvalView({ ...item, title: changes.title });
  });

  /** The draft as it is on the site, for the edit form. */
  export async function preview(approvalId: string) {
    const item = await load(approvalId);
    return { ...approvalView(item), ...(await (await approvalKindOf(item.kind)).read(item)) };
  }
}
