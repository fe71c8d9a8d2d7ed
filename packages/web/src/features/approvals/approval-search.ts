import { parsePageSearch, type PageSearch } from "../../lib/pagination";

export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/** The queue shows pending items unless the URL asks for another status; the default stays out of the URL. */
export interface ApprovalSearch extends PageSearch {
  status?: Exclude<ApprovalStatus, "pending">;
}

export function parseApprovalSearch(search: Record<string, unknown>): ApprovalSearch {
  const status = search.status === "approved" || search.status === "rejected" ? search.status : undefined;
  return { ...parsePageSearch(search), status };
}

const KIND_LABELS: Record<string, string> = { blog: "Blog post", optimization: "Blog optimization" };

export const approvalKindLabel = (kind: string): string => KIND_LABELS[kind] ?? kind;
