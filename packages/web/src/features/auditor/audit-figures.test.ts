import { describe, expect, it } from "vitest";
import { auditFigures } from "./audit-figures";

const action = (impact: "Low" | "Medium" | "High") => ({ impact });

describe("auditFigures", () => {
  it("averages the pages' scores and counts passed checks, warnings and issues", () => {
    const figures = auditFigures([
      { seo_score: 80, pros: ["One H1", "Meta description"], improvement_actions: [action("High"), action("Low")] },
      { seo_score: 55, pros: ["HTTPS"], improvement_actions: [action("Medium"), action("High"), action("High")] },
      { seo_score: null, pros: [], improvement_actions: [] },
    ]);
    expect(figures).toEqual({ score: 68, passed: 3, warnings: 2, issues: 3 });
  });

  it("has no score when no page has one", () => {
    expect(auditFigures([{ seo_score: null, pros: [], improvement_actions: [] }]).score).toBeNull();
    expect(auditFigures([])).toEqual({ score: null, passed: 0, warnings: 0, issues: 0 });
  });
});
