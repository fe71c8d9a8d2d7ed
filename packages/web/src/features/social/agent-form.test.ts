import { describe, expect, it } from "vitest";
import { agentFieldErrors, agentValuesOf, checkAgentValues, emptyAgentValues } from "./agent-form";

const DOMAIN = "dom_0123456789abcdefghjkmnpqrs";

describe("the social agent form", () => {
  it("starts active on the selected domain, with no voice yet", () => {
    expect(emptyAgentValues("dom_1")).toEqual({ name: "", voice: "", blog_id: "dom_1", status: "active" });
  });

  it("brings a saved agent back, reading any unknown status as active", () => {
    const saved = { name: "Reels", voice: "espeak-en-us-f3", blog_id: "dom_1", status: "paused" };
    expect(agentValuesOf(saved)).toEqual(saved);
    expect(agentValuesOf({ ...saved, status: "generating" }).status).toBe("active");
  });

  it("wants a name, a voice and a blog, and says so per field in the API's words", () => {
    expect(checkAgentValues(emptyAgentValues(""))).toEqual({ name: "Name is required", voice: "Voice is required", blog_id: "Blog is required" });
    expect(checkAgentValues({ ...emptyAgentValues(DOMAIN), name: "   ", voice: "espeak-en-us-f3" })).toEqual({ name: "Name is required" });
    expect(checkAgentValues({ ...emptyAgentValues(DOMAIN), name: "x".repeat(101), voice: "espeak-en-us-f3" })).toEqual({
      name: "Name must be at most 100 characters",
    });
    expect(checkAgentValues({ ...emptyAgentValues(DOMAIN), name: "Reels", voice: "espeak-en-us-f3" })).toEqual({});
  });

  it("keeps only the errors of its own fields from an answer", () => {
    expect(agentFieldErrors({ name: "Name is required", form: "Something else", status: "Status must be active or paused" })).toEqual({
      name: "Name is required",
    });
  });
});
