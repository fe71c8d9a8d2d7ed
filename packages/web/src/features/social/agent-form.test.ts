import { describe, expect, it } from "vitest";
import { agentValuesOf, checkAgentValues, emptyAgentValues } from "./agent-form";

describe("the social agent form", () => {
  it("starts active on the selected domain, with no voice and no approval step", () => {
    expect(emptyAgentValues("dom_1")).toEqual({ name: "", voice: "", blog_id: "dom_1", status: "active", approve_publish: false });
  });

  it("brings a saved agent back, reading any unknown status as active", () => {
    const saved = { name: "Reels", voice: "espeak-en-us-f3", blog_id: "dom_1", status: "paused", approve_publish: true };
    expect(agentValuesOf(saved)).toEqual(saved);
    expect(agentValuesOf({ ...saved, status: "generating" }).status).toBe("active");
  });

  it("wants a name, a voice and a blog, and says so per field", () => {
    expect(checkAgentValues(emptyAgentValues(""))).toEqual({
      name: "Enter a name for the agent.",
      voice: "Choose the voice that narrates the videos.",
      blog_id: "Choose the blog whose posts become videos.",
    });
    expect(checkAgentValues({ ...emptyAgentValues("dom_1"), name: "   ", voice: "espeak-en-us-f3" })).toEqual({ name: "Enter a name for the agent." });
    expect(checkAgentValues({ ...emptyAgentValues("dom_1"), name: "Reels", voice: "espeak-en-us-f3" })).toEqual({});
  });
});
