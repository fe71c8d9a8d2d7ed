import { describe, expect, it } from "vitest";
import { serviceStatusTone, serviceTarget, summaryCounts, usesOf } from "./services-format";
import { knownServiceType } from "./service-types";
import { parseServiceSearch } from "./services-search";

describe("serviceTarget", () => {
  it("knows a blog agent's page", () => {
    expect(serviceTarget("/add-service/view-blog-content/agt_01J%2B")).toEqual({ page: "blog-content", id: "agt_01J+" });
  });

  it("keeps other paths of this site and refuses anything else", () => {
    expect(serviceTarget("/add-service/manage-chat-agent")).toEqual({ page: "path", href: "/add-service/manage-chat-agent" });
    expect(serviceTarget("//evil.example/x")).toBeNull();
    expect(serviceTarget("https://evil.example")).toBeNull();
    expect(serviceTarget("javascript:alert(1)")).toBeNull();
  });
});

describe("serviceStatusTone", () => {
  it("colours each status", () => {
    expect(serviceStatusTone("Active")).toBe("success");
    expect(serviceStatusTone("Draft")).toBe("warning");
    expect(serviceStatusTone("Error")).toBe("danger");
    expect(serviceStatusTone("Something new")).toBe("neutral");
  });
});

describe("summaryCounts", () => {
  it("lists the total and each status, 0 for any missing", () => {
    expect(summaryCounts({ total: 4, active: 2, inactive: 1, draft: 1, by_type: {} })).toEqual([
      { label: "Total", value: 4 },
      { label: "Active", value: 2 },
      { label: "Inactive", value: 1 },
      { label: "Draft", value: 1 },
      { label: "Error", value: 0 },
    ]);
  });
});

describe("parseServiceSearch", () => {
  it("keeps a known status and type with the search", () => {
    expect(parseServiceSearch({ search: " news ", status: "Draft", type: "Blog Agent" })).toMatchObject({
      search: "news",
      status: "Draft",
      type: "Blog Agent",
    });
  });

  it("drops what the API would refuse", () => {
    expect(parseServiceSearch({ status: "draft", type: "<Blog>" })).toMatchObject({ status: undefined, type: undefined });
  });
});

describe("knownServiceType", () => {
  it("keeps a type of service and drops any other name", () => {
    expect(knownServiceType("Blog Agent")).toBe("Blog Agent");
    expect(knownServiceType("Blog")).toBeUndefined();
    expect(knownServiceType(undefined)).toBeUndefined();
  });
});

describe("usesOf", () => {
  it("counts the optimizer's optimizations in the number they take", () => {
    expect(usesOf("Blog Optimization", 1)).toBe("1 optimization");
    expect(usesOf("Blog Optimization", 12)).toBe("12 optimizations");
  });
});
