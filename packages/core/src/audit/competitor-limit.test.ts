import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { competitorLimit, CreateAuditorInput } from "./schema";

const NO_SEARCH = "no web search provider is configured to find more";

describe("competitorLimit", () => {
  it("allows ten when web search can find more, or when ten are listed", () => {
    expect(competitorLimit(0, null)).toEqual({ max: 10, reason: null });
    expect(competitorLimit(10, NO_SEARCH)).toEqual({ max: 10, reason: null });
  });

  it("allows only the listed ones otherwise, saying why", () => {
    expect(competitorLimit(1, NO_SEARCH)).toEqual({
      max: 1,
      reason: `Only the 1 competitor listed for this domain can be used: ${NO_SEARCH}. Add competitors on the domain's page.`,
    });
    expect(competitorLimit(0, NO_SEARCH)).toEqual({
      max: 0,
      reason: `No competitors are listed for this domain and ${NO_SEARCH}. Add competitors on the domain's page.`,
    });
  });
});

describe("CreateAuditorInput's competitors", () => {
  const body = (competitors?: unknown) => ({
    userDomainId: "dom_1",
    name: "Audit",
    competitorCount: 1,
    selectedContent: [{ id: 1, title: "Basil", url: "https://garden.example.com/basil", type: "post" }],
    ...(competitors === undefined ? {} : { competitors }),
  });

  it("are optional, and normalised when given", () => {
    expect(v.parse(CreateAuditorInput, body()).competitors).toBeUndefined();
    expect(v.parse(CreateAuditorInput, body([" Rival.example.org/blog/?x=1 "])).competitors).toEqual(["https://rival.example.org/blog"]);
  });

  it("take the competitor list's limits and messages", () => {
    const issue = (competitors: unknown) => {
      const result = v.safeParse(CreateAuditorInput, body(competitors));
      return result.success ? null : { path: v.getDotPath(result.issues[0]), message: result.issues[0].message };
    };
    expect(issue(Array.from({ length: 11 }, (_, i) => `https://rival${i}.example.org`))).toEqual({
      path: "competitors",
      message: "Add at most 10 competitors",
    });
    expect(issue(["https://a.example.org", "https://A.example.org/"])).toEqual({ path: "competitors", message: "https://a.example.org is listed twice" });
    expect(issue(["ftp://a.example.org"])).toEqual({ path: "competitors", message: "ftp://a.example.org must start with http:// or https://" });
  });
});
