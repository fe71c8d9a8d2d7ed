import { describe, expect, it } from "vitest";
import { auditChanges, auditScore } from "./changes";

const action = (id: string) => ({ id: id as "thin_content", title: `Fix ${id}`, description: "", impact: "Low" as const, effort: "Low" as const });
const page = (url: string, seo_score: number | null, ids: string[]) => ({ url, title: url.slice(1), seo_score, improvement_actions: ids.map(action) });

describe("what changed since the previous audit", () => {
  it("lists findings gone as fixed, findings that appeared as new, and the score before and after", () => {
    const before = [page("/a", 40, ["missing_meta_description", "thin_content"]), page("/b", 70, ["images"])];
    const after = [page("/a", 60, ["thin_content", "externalLinks"]), page("/b", 80, ["images"])];
    expect(auditChanges(before, after)).toEqual({
      fixed: [{ url: "/a", page: "a", id: "missing_meta_description", title: "Fix missing_meta_description" }],
      new: [{ url: "/a", page: "a", id: "externalLinks", title: "Fix externalLinks" }],
      score_before: 55,
      score_after: 70,
    });
  });

  it("does not count a page unread this time as fixed", () => {
    const changes = auditChanges([page("/a", 40, ["thin_content"])], [page("/a", null, [])]);
    expect(changes.fixed).toEqual([]);
    expect(changes.score_after).toBeNull();
    expect(auditScore([])).toBeNull();
  });
});
