import { describe, expect, it } from "vitest";
import {
  blogOutput,
  isOfflineWork,
  isUnpublished,
  publishError,
  creditOutcome,
  creditStory,
  providerText,
  runKindLabel,
  runBadge,
  runMaker,
  runName,
  runStatusLabel,
  runTriggerLabel,
} from "./activity-format";

const credits = { credits_estimated: 5, credits_held: 5, credits_captured: 0 };

describe("run status", () => {
  it("has a label and a tone for every status", () => {
    expect(runStatusLabel("queued")).toBe("Queued");
    expect(runStatusLabel("cancelled")).toBe("Cancelled");
    expect(runBadge({ status: "succeeded", output: { published: true } })).toEqual({ label: "Succeeded", tone: "success" });
    expect(runBadge({ status: "failed", output: null })).toEqual({ label: "Failed", tone: "danger" });
    expect(runBadge({ status: "running", output: null })).toEqual({ label: "Running", tone: "info" });
  });

  it("says a run whose site refused its work was written but not published, with the site's reason", () => {
    const refused = { status: "succeeded" as const, output: { published: false, publish_error: "Posts are closed on this site." } };
    expect(runBadge(refused)).toEqual({ label: "Written, not published", tone: "warning" });
    expect(isUnpublished(refused)).toBe(true);
    expect(publishError(refused)).toBe("Posts are closed on this site.");
    expect(isUnpublished({ status: "succeeded", output: { post_id: 3 } })).toBe(false);
    expect(isUnpublished({ status: "failed", output: { published: false } })).toBe(false);
  });

  it("names known kinds and shows others as sent", () => {
    expect(runKindLabel("blog")).toBe("Blog post");
    expect(runKindLabel("social_video")).toBe("Social video");
    expect(runKindLabel("instagram_publish")).toBe("Instagram Reel");
    expect(runKindLabel("seo_audit")).toBe("SEO audit");
    expect(runKindLabel("blog_optimization")).toBe("Blog optimization");
    expect(runKindLabel("social")).toBe("social");
    expect(runKindLabel("constructor")).toBe("constructor");
  });
});

describe("creditOutcome", () => {
  it("says held while the run works, charged on success and returned otherwise", () => {
    expect(creditOutcome({ ...credits, status: "running" })).toBe("5 credits held");
    expect(creditOutcome({ ...credits, status: "succeeded", credits_captured: 5 })).toBe("5 credits charged");
    expect(creditOutcome({ ...credits, status: "failed" })).toBe("5 credits returned");
    expect(creditOutcome({ ...credits, status: "cancelled", credits_held: 1 })).toBe("1 credit returned");
  });

  it("says nothing was charged for a run refused before it held anything", () => {
    expect(creditOutcome({ ...credits, status: "failed", credits_held: 0 })).toBe("Nothing charged");
  });
});

describe("creditStory", () => {
  it("tells the hold and then the capture", () => {
    expect(creditStory({ ...credits, status: "succeeded", credits_captured: 5 })).toEqual([
      "Estimated at 5 credits.",
      "5 credits held from your balance when the run was queued.",
      "5 credits charged when it succeeded.",
    ]);
  });

  it("tells the hold and then the return", () => {
    expect(creditStory({ ...credits, status: "cancelled" }).at(-1)).toBe("5 credits returned to your balance when it was cancelled.");
    expect(creditStory({ ...credits, status: "failed" }).at(-1)).toBe("5 credits returned to your balance when it failed.");
  });

  it("says the credits stay held while the run works", () => {
    expect(creditStory({ ...credits, status: "queued" }).at(-1)).toMatch(/stay held until the run finishes/);
  });

  it("says a refused run held nothing", () => {
    expect(creditStory({ ...credits, status: "failed", credits_held: 0 })).toEqual([
      "Estimated at 5 credits.",
      "Nothing was held or charged: the run was refused before it started.",
    ]);
  });
});

describe("providerText", () => {
  it("joins provider and model, or gives what there is", () => {
    expect(providerText({ provider: "offline", model: "sitecrew-offline-writer-1" })).toBe("Offline writer");
    expect(providerText({ provider: "bedrock", model: null })).toBe("Amazon Bedrock");
    expect(providerText({ provider: "openai-compatible", model: "gpt-4o-mini" })).toBe("OpenAI-compatible · gpt-4o-mini");
    expect(providerText({ provider: null, model: null })).toBeNull();
  });
});

describe("runMaker", () => {
  const run = { kind: "blog", status: "succeeded" as const, provider: null, model: null, output: {} };

  it("names the writer or engines of a finished run without an AI model, never 'Not chosen yet'", () => {
    expect(runMaker({ ...run, provider: "offline", model: "sitecrew-offline-writer-1" })).toBe("Offline writer");
    expect(runMaker({ ...run, kind: "blog_optimization", provider: "offline" })).toBe("Offline writer");
    expect(runMaker({ ...run, kind: "seo_audit" })).toBe("Offline writer");
    expect(runMaker({ ...run, kind: "chat_knowledge" })).toBe("Offline reader");
    expect(runMaker({ ...run, kind: "social_video", output: { renderer: "local", voice: "en-us+f3" } })).toBe("espeak-ng and ffmpeg");
    expect(runMaker({ ...run, kind: "social_video", output: { renderer: "local", voice: "Joanna" } })).toBe("Amazon Polly and ffmpeg");
    expect(runMaker({ ...run, kind: "social_video", output: { renderer: "kie" } })).toBe("Kie.ai");
    expect(runMaker({ ...run, kind: "instagram_publish", provider: "instagram" })).toBe("Instagram");
    expect(runMaker({ ...run, kind: "seo_audit", provider: "bedrock", model: "claude" })).toBe("Amazon Bedrock · claude");
  });

  it("says only a queued run has not started", () => {
    expect(runMaker({ ...run, status: "queued" })).toBe("Not started yet");
    expect(runMaker({ ...run, status: "running" })).toBe("Named when it finishes");
    expect(runMaker({ ...run, status: "failed" })).toBe("None recorded");
    expect(runMaker({ ...run, status: "cancelled" })).toBe("None recorded");
  });
});

describe("isOfflineWork", () => {
  it("knows the offline writer's work by its run's provider or by its output, older blog runs included", () => {
    expect(isOfflineWork({ provider: "offline", output: null })).toBe(true);
    expect(isOfflineWork({ provider: null, output: { writer: "offline" } })).toBe(true);
    expect(isOfflineWork({ provider: null, output: { offline: true } })).toBe(true);
    expect(isOfflineWork({ provider: "bedrock", output: { writer: "amazon.nova-lite-v1:0", offline: false } })).toBe(false);
    expect(isOfflineWork({ provider: null, output: null })).toBe(false);
  });
});

describe("runTriggerLabel", () => {
  it("says how each run started", () => {
    expect(runTriggerLabel("schedule")).toBe("On schedule");
    expect(runTriggerLabel("run_now")).toBe("Run now");
    expect(runTriggerLabel("saved")).toBe("Agent saved");
    expect(runTriggerLabel("site_change")).toBe("Site changed");
    expect(runTriggerLabel("approval")).toBe("Approval");
    expect(runTriggerLabel("publish")).toBe("Publish");
    expect(runTriggerLabel("manual")).toBe("Run now");
  });
});

describe("blogOutput", () => {
  it("reads a blog run's post", () => {
    expect(blogOutput({ content_id: "bc_1", post_id: 42, post_url: "https://example.com/hello/", post_status: "publish", offline: true })).toEqual({
      contentId: "bc_1",
      postId: 42,
      postUrl: "https://example.com/hello/",
      draft: false,
    });
    expect(blogOutput({ post_url: "https://example.com/?p=42", post_status: "draft" })?.draft).toBe(true);
  });

  it("drops what is missing or not a web address", () => {
    expect(blogOutput(null)).toBeNull();
    expect(blogOutput({ post_url: "javascript:alert(1)", post_id: "7" })).toEqual({
      contentId: null,
      postId: null,
      postUrl: null,
      draft: false,
    });
  });
});

describe("a run's name in Activity", () => {
  it("says its kind and what it made or works on", () => {
    expect(runName({ kind: "blog", subject: "Choosing your first espresso machine" })).toBe("Blog post: Choosing your first espresso machine");
    expect(runName({ kind: "seo_audit", subject: "8 pages, 2 competitors" })).toBe("SEO audit: 8 pages, 2 competitors");
    expect(runName({ kind: "blog", subject: null })).toBe("Blog post");
  });
});
