import { beforeAll, describe, expect, it } from "vitest";
import { AuditorEntity, AuditReportEntity } from "../../packages/core/src/audit/auditor.entity";
import { Job } from "../../packages/core/src/job";
import { OptimizationEntity } from "../../packages/core/src/optimize/optimization.entity";
import { OptimizationRecord } from "../../packages/core/src/optimize/record";
import { call } from "../support/api";
import { blogAgentForm } from "../support/blog";
import { addDomain } from "../support/domains";
import { optimizePosts, siteWithPosts } from "../support/optimizations";
import { holdRunMessages } from "../support/runs";
import { registeredUser } from "../support/users";

// Optimizations stay processing until a test records their outcome: no worker runs them.
beforeAll(() => holdRunMessages());

describe("Manage Services", () => {
  it("lists a domain's agents newest first with their type, status and page, searched, filtered and counted", async () => {
    const { token, userId } = await registeredUser();
    const domain = await addDomain(token, `services-${userId.slice(-8)}.example.com`);
    const add = async (name: string, status: "draft" | "publish") =>
      (await call("POST", "/blog-agent", { token, body: blogAgentForm(domain.id, { name, status }) })).body.data.id as string;
    const weekly = await add("Weekly Herbs", "publish");
    const drafts = await add("Herb Drafts", "draft");
    const paused = await add("Paused Pots", "publish");
    expect((await call("POST", `/blog-agent/${paused}/pause`, { token })).status).toBe(200);

    const all = await call("GET", `/services?domainId=${domain.id}`, { token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((row: { id: string }) => row.id)).toEqual([paused, drafts, weekly]);
    expect(all.body.data[2]).toMatchObject({
      name: "Weekly Herbs",
      type_name: "Blog Agent",
      status: "Active",
      blog_bots_id: weekly,
      link: `/add-service/view-blog-content/${weekly}`,
    });
    expect(all.body.summary).toMatchObject({ total: 3, active: 1, draft: 1, inactive: 1, error: 0 });
    expect(all.body.summary.by_type["Blog Agent"]).toBe(3);

    const search = await call("GET", `/services?domainId=${domain.id}&search=HERB`, { token });
    expect(search.body.data.map((row: { id: string }) => row.id)).toEqual([drafts, weekly]);
    expect(search.body.pagination.total).toBe(2);
    const inactive = await call("GET", `/services?domainId=${domain.id}&status=Inactive`, { token });
    expect(inactive.body.data.map((row: { id: string }) => row.id)).toEqual([paused]);
    const chat = await call("GET", `/services?domainId=${domain.id}&type=Chat%20Agent`, { token });
    expect(chat.body.data).toEqual([]);
    const paged = await call("GET", `/services?domainId=${domain.id}&page=2&limit=2`, { token });
    expect(paged.body.data.map((row: { id: string }) => row.id)).toEqual([weekly]);

    const bad = await call("GET", `/services?domainId=${domain.id}&status=Sleeping`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("status must be one of Active, Inactive, Draft, Error");
  }, 60_000);
});

describe("Manage Services with blog optimizations", () => {
  it("lists the domain's optimizations as one Blog Optimization row with their count, whatever their runs did", async () => {
    const { token, userId, domainId, site } = await siteWithPosts(["Basil on the balcony", "Watering herbs", "Mint in pots"], "optimized");
    try {
      const [completed, , failed] = await optimizePosts(token, domainId, [1, 2, 3]);
      await OptimizationRecord.complete(userId, completed!, {
        newPostId: 40,
        newTitle: "Basil on a sunny balcony",
        scoreBefore: 41,
        scoreAfter: 78,
        approvalId: "apr_01aaaaaaaaaaaaaaaaaaaaaaaa",
        postUrl: "http://example.test/basil/",
      });
      // Its run died without a worker (the sweep failed it): the optimization fails with the run's reason.
      const listed = await call<{ data: { data: Array<{ id: string; run_id: string }> } }>("GET", `/blog-optimization?domainId=${domainId}`, { token });
      const failedRun = listed.body.data.data.find((item) => item.id === failed)!.run_id;
      await Job.fail({ userId, runId: failedRun }, "No worker picked the run up in time.");
      const after = await call<{ data: { data: Array<{ id: string; status: string; error: string | null }> } }>(
        "GET",
        `/blog-optimization?domainId=${domainId}`,
        { token },
      );
      expect(after.body.data.data.find((item) => item.id === failed)).toMatchObject({ status: "failed", error: "No worker picked the run up in time." });

      // However their runs ended, the three are uses of the domain's one optimizer row.
      const all = await call("GET", `/services?domainId=${domainId}&type=Blog%20Optimization`, { token });
      expect(all.status).toBe(200);
      expect(all.body.data).toEqual([
        {
          id: `optimizer_${domainId}`,
          name: "Blog Optimization",
          type_name: "Blog Optimization",
          status: "Inactive",
          count: 3,
          created_at: expect.any(String),
          link: "/add-service/manage-blog-optimization-agent",
        },
      ]);
      expect(all.body.summary.by_type["Blog Optimization"]).toBe(1);
    } finally {
      await site.close();
    }
  });
});

describe("Removing a domain", () => {
  it("removes its audits, their reports and its optimizations", async () => {
    const { token, userId } = await registeredUser();
    const domain = await addDomain(token, `seo-removed-${userId.slice(-8)}.example.com`);
    const keys = { userId, domainId: domain.id };
    await AuditorEntity.create({
      ...keys,
      auditorId: "aud_01aaaaaaaaaaaaaaaaaaaaaaaa",
      runId: "run_01aaaaaaaaaaaaaaaaaaaaaaaa",
      name: "Spring audit",
      searchName: "spring audit",
      items: [{ id: 7, title: "Basil", url: "https://example.com/basil/", type: "post" }],
      competitors: ["https://rival.example.com"],
      creditsUsed: 10,
      status: "completed",
    }).go();
    await AuditReportEntity.create({ ...keys, auditorId: "aud_01aaaaaaaaaaaaaaaaaaaaaaaa", report: "{}" }).go();
    await OptimizationEntity.create({
      ...keys,
      optimizationId: "opt_01aaaaaaaaaaaaaaaaaaaaaaaa",
      runId: "run_01bbbbbbbbbbbbbbbbbbbbbbbb",
      provider: "yoast",
      oldPostId: 7,
      oldTitle: "Basil",
      status: "completed",
    }).go();

    expect((await call("DELETE", `/domain/${domain.id}`, { token })).status).toBe(200);
    expect((await AuditorEntity.query.byDomain(keys).go()).data).toEqual([]);
    expect((await AuditReportEntity.query.byDomain(keys).go()).data).toEqual([]);
    expect((await OptimizationEntity.query.byDomain(keys).go()).data).toEqual([]);
  });
});
