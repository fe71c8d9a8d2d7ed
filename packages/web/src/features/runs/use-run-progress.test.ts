import { describe, expect, it } from "vitest";
import { isRunFinished, runStepLabel } from "./use-run-progress";

const expected_steps = ["Reading the site", "Choosing a topic", "Writing the post", "Scoring", "Publishing"];
const step = (name: string) => ({ name, at: "2026-01-01T00:00:00.000Z", detail: "" });

describe("isRunFinished", () => {
  it("is true only for the final states", () => {
    expect(isRunFinished({ status: "succeeded" })).toBe(true);
    expect(isRunFinished({ status: "failed" })).toBe(true);
    expect(isRunFinished({ status: "cancelled" })).toBe(true);
    expect(isRunFinished({ status: "queued" })).toBe(false);
    expect(isRunFinished({ status: "running" })).toBe(false);
  });
});

describe("runStepLabel", () => {
  it("names the first expected step not yet recorded while running", () => {
    expect(runStepLabel({ status: "running", steps: [step("Reading the site")], expected_steps })).toBe("Choosing a topic");
    expect(runStepLabel({ status: "running", steps: [], expected_steps })).toBe("Reading the site");
  });

  it("falls back to the last recorded step when every expected one is done", () => {
    expect(runStepLabel({ status: "running", steps: expected_steps.map(step), expected_steps })).toBe("Publishing");
  });

  it("says when it waits or has ended", () => {
    expect(runStepLabel({ status: "queued", steps: [], expected_steps })).toBe("Waiting to start");
    expect(runStepLabel({ status: "succeeded", steps: [], expected_steps })).toBe("Finished");
    expect(runStepLabel({ status: "failed", steps: [], expected_steps })).toBe("Failed");
  });
});
