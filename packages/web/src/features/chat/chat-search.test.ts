import { describe, expect, it } from "vitest";
import { parseChatAgentSearch } from "./chat-search";

describe("chat list searches", () => {
  it("keep the list's statuses and drop the form's or unknown ones", () => {
    expect(parseChatAgentSearch({ status: "generating", page: "3", search: "  help desk " })).toEqual({
      page: 3,
      limit: undefined,
      search: "help desk",
      status: "generating",
    });
    expect(parseChatAgentSearch({ status: "inactive" }).status).toBeUndefined();
    expect(parseChatAgentSearch({ status: "draft" }).status).toBeUndefined();
  });
});
