import { describe, expect, it } from "vitest";
import { contentActions, isInFlight, progressWords } from "./content-rules";
import { SOCIAL_CONTENT_FILTERS } from "./social-search";

const VIDEO = "https://files.example/social/dom/scn/video.mp4?X-Amz-Signature=abc";

describe("a video's row actions", () => {
  it("offer everything once the video is made or published", () => {
    for (const status of ["done", "published"] as const) {
      expect(contentActions({ status, video: VIDEO })).toEqual({ watch: "shown", instagram: "shown", remove: "shown" });
    }
  });

  it("hide the normal set while the video is being made", () => {
    for (const status of ["generating", "processing"] as const) {
      expect(contentActions({ status, video: null })).toEqual({ watch: "hidden", instagram: "hidden", remove: "hidden" });
    }
  });

  it("let a failed video be deleted always, and watched and published only when it exists", () => {
    expect(contentActions({ status: "fail", video: null })).toEqual({ watch: "hidden", instagram: "hidden", remove: "shown" });
    expect(contentActions({ status: "fail", video: VIDEO })).toEqual({ watch: "shown", instagram: "shown", remove: "shown" });
  });

  it("keep Instagram and Delete waiting while uploading", () => {
    expect(contentActions({ status: "uploading", video: VIDEO })).toEqual({ watch: "shown", instagram: "disabled", remove: "disabled" });
    expect(contentActions({ status: "uploading", video: null })).toEqual({ watch: "hidden", instagram: "hidden", remove: "disabled" });
  });
});

describe("a video in flight", () => {
  it("is generating, processing or uploading, and says what it is doing", () => {
    const flying = SOCIAL_CONTENT_FILTERS.map((choice) => choice.value).filter(isInFlight);
    expect(flying).toEqual(["generating", "processing", "uploading"]);
    for (const status of flying) expect(progressWords({ status, video: null })).toMatch(/…$/);
    expect(progressWords({ status: "uploading", video: VIDEO })).toBe("Publishing to Instagram…");
    expect(progressWords({ status: "done", video: VIDEO })).toBeNull();
    expect(progressWords({ status: "fail", video: null })).toBeNull();
  });
});
