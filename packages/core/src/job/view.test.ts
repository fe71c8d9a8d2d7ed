import { describe, expect, it } from "vitest";
import { RUN_KINDS } from "../agents/catalog";
import { awaitsApproval, type RunItem, runView } from "./view";

const run = (kind: string, fields: Partial<RunItem> = {}): RunItem => ({
  userId: "usr_1",
  runId: "run_01jabcdefghjkmnpqrstvwxyz0",
  domainId: "dom_1",
  kind,
  agentId: "agent_1",
  trigger: "run_now",
  input: {},
  status: "succeeded",
  creditsEstimated: 10,
  creditsHeld: 10,
  creditsCaptured: 10,
  attempts: 1,
  deadline: 0,
  createdAt: 0,
  ...fields,
});

describe("a run's trigger", () => {
  it("reads runs written as `manual` as Run now, and every other trigger as it is", () => {
    expect(runView(run("blog", { trigger: "manual" })).trigger).toBe("run_now");
    for (const trigger of ["schedule", "run_now", "saved", "site_change", "approval", "publish"] as const) {
      expect(runView(run("blog", { trigger })).trigger).toBe(trigger);
    }
  });
});

describe("a run's result", () => {
  it("is null for a run that has not succeeded, and for a kind no agent makes", () => {
    for (const status of ["queued", "running", "failed", "cancelled"] as const) {
      expect(runView(run("blog", { status, output: { post_url: "https://site.example/basil/" } })).result).toBeNull();
    }
    expect(runView(run("test", { output: {} })).result).toBeNull();
  });

  it("leads a published post to the post on the site", () => {
    const output = { published: true, post_url: "https://site.example/basil/", post_status: "publish" };
    expect(runView(run("blog", { output })).result).toEqual({ label: "View post", url: "https://site.example/basil/" });
    expect(awaitsApproval(run("blog", { output }))).toBe(false);
  });

  it("leads a draft to its approval until it is approved, then to the live post", () => {
    const draft = run("blog", { output: { published: true, post_url: "https://site.example/basil/", post_status: "draft" } });
    expect(awaitsApproval(draft)).toBe(true);
    expect(runView(draft).result).toEqual({ label: "Review approval", url: "/approvals" });
    expect(runView(draft, { approval: "pending" }).result).toEqual({ label: "Review approval", url: "/approvals" });
    expect(runView(draft, { approval: "approved" }).result).toEqual({ label: "View post", url: "https://site.example/basil/" });
    expect(runView(draft, { approval: "rejected" }).result).toEqual({ label: "View approval", url: "/approvals?status=rejected" });
  });

  it("leads work the site refused to its run, which publishes it again", () => {
    const refused = run("blog", { output: { published: false, publish_error: "Closed." } });
    expect(runView(refused).result).toEqual({ label: "Publish again", url: `/activity/${refused.runId}` });
    const rewrite = run("blog_optimization", { output: { published: false, optimization_id: "opt_1" } });
    expect(runView(rewrite).result).toEqual({ label: "Publish again", url: `/activity/${rewrite.runId}` });
    expect(awaitsApproval(rewrite)).toBe(false);
  });

  it("leads an optimization to its approval, then to the post it updated", () => {
    const optimization = run("blog_optimization", {
      input: { optimization_id: "opt_1", post_id: 4, post_url: "https://site.example/mint/" },
      output: { published: true, optimization_id: "opt_1", approval_id: "apr_1" },
    });
    expect(awaitsApproval(optimization)).toBe(true);
    expect(runView(optimization, { approval: "pending" }).result).toEqual({ label: "Review approval", url: "/approvals" });
    expect(runView(optimization, { approval: "approved" }).result).toEqual({ label: "View updated post", url: "https://site.example/mint/" });
    // Started before runs kept the post's address: the approval is all there is to show.
    const older = { ...optimization, input: { optimization_id: "opt_1", post_id: 4 } };
    expect(runView(older, { approval: "approved" }).result).toEqual({ label: "View approval", url: "/approvals?status=approved" });
  });

  it("leads a video to its content page, a Reel to Instagram, a chat build to its agent and an audit to its report", () => {
    const video = run("social_video", { agentId: "soc_1", input: { post_title: "Basil & mint" }, output: { content_id: "scn_1" } });
    expect(runView(video).result).toEqual({ label: "Watch video", url: "/add-service/view-social-content/soc_1?search=Basil%20%26%20mint" });
    const reel = run("instagram_publish", { agentId: "soc_1", output: { permalink: "https://www.instagram.com/reel/abc/" } });
    expect(runView(reel).result).toEqual({ label: "View Reel", url: "https://www.instagram.com/reel/abc/" });
    expect(runView({ ...reel, output: { permalink: null } }).result).toEqual({ label: "Watch video", url: "/add-service/view-social-content/soc_1" });
    const chat = run("chat_knowledge", { agentId: "chat_1", output: { passages: 3 } });
    expect(runView(chat).result).toEqual({ label: "Open chat agent", url: "/add-service/edit-chat-agent/chat_1" });
    const audit = run("seo_audit", { agentId: "aud_1", output: { auditor_id: "aud_1" } });
    expect(runView(audit).result).toEqual({ label: "Open report", url: "/add-service/view-auditor-result/aud_1" });
  });

  it("never leads outside the web from a stored address that is not one", () => {
    const output = { published: true, post_url: "javascript:alert(1)", post_status: "publish" };
    expect(runView(run("blog", { agentId: "blog_1", output })).result).toEqual({ label: "View post", url: "/add-service/view-blog-content/blog_1" });
  });

  it("is given for every kind the catalog has", () => {
    for (const kind of Object.keys(RUN_KINDS)) expect(runView(run(kind, { output: {} })).result?.url).toMatch(/^\//);
  });
});

describe("what a run made or works on", () => {
  it("names each kind's work from its input or output, and nothing it does not know", () => {
    expect(runView(run("blog", { output: { title: "Choosing your first espresso machine" } })).subject).toBe("Choosing your first espresso machine");
    expect(runView(run("blog", { status: "running" })).subject).toBeNull();
    expect(runView(run("social_video", { input: { post_title: "Home espresso" } })).subject).toBe("Home espresso");
    expect(runView(run("instagram_publish", { input: { post_title: "Home espresso" } })).subject).toBe("Home espresso");
    expect(runView(run("seo_audit", { input: { pages: 8, competitors: ["https://a.example", "https://b.example"] } })).subject).toBe("8 pages, 2 competitors");
    expect(runView(run("seo_audit", { input: { pages: 1, competitors: 1 } })).subject).toBe("1 page, 1 competitor");
    expect(runView(run("blog_optimization", { status: "queued", input: { post_title: "Basil in pots" } })).subject).toBe("Basil in pots");
    expect(runView(run("chat_knowledge", { input: { document_name: "menu.pdf" } })).subject).toBe("menu.pdf");
    expect(runView(run("chat_knowledge", { input: { document_name: null, use_site_pages: true } })).subject).toBe("the site's pages");
    expect(runView(run("test")).subject).toBeNull();
  });
});
