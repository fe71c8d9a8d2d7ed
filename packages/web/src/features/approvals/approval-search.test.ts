import { describe, expect, it } from "vitest";
import { approvalKindLabel, parseApprovalSearch } from "./approval-search";

describe("parseApprovalSearch", () => {
  it("keeps approved and rejected with the paging", () => {
    expect(parseApprovalSearch({ status: "rejected", page: "3" })).toEqual({ page: 3, limit: undefined, status: "rejected" });
  });

  it("leaves pending, the default, and unknown statuses out", () => {
    expect(parseApprovalSearch({ status: "pending" }).status).toBeUndefined();
    expect(parseApprovalSearch({ status: "deleted" }).status).toBeUndefined();
  });
});

describe("approvalKindLabel", () => {
  it("names blog drafts and rewrites, and shows other kinds as sent", () => {
    expect(approvalKindLabel("blog")).toBe("Blog post");
    expect(approvalKindLabel("optimization")).toBe("Blog optimization");
    expect(approvalKindLabel("social")).toBe("social");
  });
});
