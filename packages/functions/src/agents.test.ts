import { describe, expect, it } from "vitest";
import { AGENT_CATALOG, AGENTS, RUN_KINDS } from "@sitecrew/core/agents/catalog";
import { AGENT_HOOKS } from "./agents";

describe("the agent registry", () => {
  it("gives every kind of run in the catalog a runner in its own agent's hooks, and no other", async () => {
    for (const agent of AGENTS) {
      const hooks = await AGENT_HOOKS[agent]();
      expect(Object.keys(hooks.runs).sort()).toEqual(Object.keys(AGENT_CATALOG[agent].runs).sort());
    }
    expect(Object.keys(RUN_KINDS).length).toBeGreaterThanOrEqual(AGENTS.length);
  });
});
