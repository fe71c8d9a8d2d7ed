import { describe, expect, it } from "vitest";
import { parseLeadSearch } from "./lead-search";

describe("the Leads list's URL", () => {
  it("keeps a known status and the search, and drops anything else", () => {
    expect(parseLeadSearch({ status: "answered", search: " ship " })).toMatchObject({ status: "answered", search: "ship" });
    expect(parseLeadSearch({ status: "deleted" }).status).toBeUndefined();
  });
});
