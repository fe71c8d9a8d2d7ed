import { describe, expect, it } from "vitest";
import { AuditorEntity, AuditReportEntity } from "../../packages/core/src/audit/auditor.entity";
import { OptimizationEntity } from "../../packages/core/src/optimize/optimization.entity";
import { call } from "../support/api";
import { blogAgentForm } from "../support/blog";
import { addDomain } from "../support/domains";
import { registeredUser } from "../support/users";

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
  it("lists each optimized post as a Blog Optimization, by the state of its run", async () => {
    const { token, userId } = await registeredUser();
    const domain = await addDomain(token, `optimized-${userId.slice(-8)}.example.com`);
    const optimization = (optimizationId: string, status: "processing" | "completed" | "failed", createdAt: number) =>
      OptimizationEntity.create({
        userId,
        optimizationId,
        domainId: domain.id,
        runId: `run_${optimizationId.slice(4)}`,
        provider: "yoast",
        oldPostId: 7,
        oldTitle: `Post of ${optimizationId}`,
        status,
        createdAt,
      }).go();
    await optimization("opt_01aaaaaaaaaaaaaaaaaaaaaaaa", "completed", Date.now() - 2000);
    await optimization("opt_01bbbbbbbbbbbbbbbbbbbbbbbb", "processing", Date.now() - 1000);
    await optimization("opt_01cccccccccccccccccccccccc", "failed", Date.now());

    const all = await call("GET", `/services?domainId=${domain.id}&type=Blog%20Optimization`, { token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((row: { status: string }) => row.status)).toEqual(["Error", "Draft", "Active"]);
    expect(all.body.data[2]).toMatchObject({
      id: "opt_01aaaaaaaaaaaaaaaaaaaaaaaa",
      name: "Post of opt_01aaaaaaaaaaaaaaaaaaaaaaaa",
      type_name: "Blog Optimization",
      link: "/add-service/manage-blog-optimization-agent",
    });
    expect(all.body.summary.by_type["Blog Optimization"]).toBe(3);
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
