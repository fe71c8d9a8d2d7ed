import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gapItem } from "../../packages/core/src/analytics/gaps";
import { GapEntity } from "../../packages/core/src/analytics/gap.entity";
import { markAuditFailed } from "../../packages/core/src/audit/run";
import { Credit } from "../../packages/core/src/credit";
import { Counter } from "../../packages/core/src/db/counter";
import { ServiceEntryEntity } from "../../packages/core/src/service/entry.entity";
import { serviceCounter } from "../../packages/core/src/site/counters";
import { call } from "../support/api";
import { blogAgentForm } from "../support/blog";
import { addChatAgent } from "../support/chat";
import { addDomain, configuration } from "../support/domains";
import type { FixtureSite } from "../support/fixture-site";
import { optimizePosts, siteWithPosts } from "../support/optimizations";
import { holdRunMessages } from "../support/runs";
import { registeredUser } from "../support/users";

interface Row {
  id: string;
  name: string;
  type_name: string;
  status: string;
  created_at: string;
  link: string;
  count?: number;
}

const sites: FixtureSite[] = [];

beforeAll(() => holdRunMessages());
afterAll(() => Promise.all(sites.map((site) => site.close())));

const services = async (token: string, domainId: string, query = "") => {
  const reply = await call("GET", `/services?domainId=${domainId}${query}`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { data: Row[]; pagination: { total: number }; summary: Record<string, unknown> & { by_type: Record<string, number> } };
};

describe("Manage Services lists services, not events", () => {
  it("shows a domain with two optimizations as one Blog Optimization row counting 2, and each agent once", async () => {
    const found = await siteWithPosts(["Basil on the balcony", "Mint in pots"], "rows");
    sites.push(found.site);
    const { token, domainId } = found;
    const blog = (await call("POST", "/blog-agent", { token, body: blogAgentForm(domainId, { name: "Herb Planner", status: "publish" }) })).body.data.id;
    const social = (await call("POST", "/social-agent", { token, body: { blog_id: domainId, name: "Herb Clips", voice: "espeak-en-us-f3", status: "active" } }))
      .body.data.bot_id;
    const chat = (await addChatAgent(token, domainId, { name: "Herb Helper", status: "active" })).bot_id;
    const [first] = await optimizePosts(token, domainId, [1]);
    await optimizePosts(token, domainId, [2]);
    const started = await call("GET", `/blog-optimization?domainId=${domainId}`, { token });
    const firstCreated = started.body.data.data.find((item: { id: string }) => item.id === first).created_at;

    const listed = await services(token, domainId);
    expect(listed.data.map((row) => [row.id, row.type_name, row.status])).toEqual([
      [`optimizer_${domainId}`, "Blog Optimization", "Inactive"],
      [chat, "Chat Agent", "Active"],
      [social, "Social Media Agent", "Active"],
      [blog, "Blog Agent", "Active"],
    ]);
    const optimizer = listed.data[0]!;
    expect(optimizer).toMatchObject({ name: "Blog Optimization", count: 2, link: "/add-service/manage-blog-optimization-agent" });
    expect(optimizer.created_at).toBe(firstCreated);
    expect(listed.data.slice(1).every((row) => row.count === undefined)).toBe(true);
    expect(listed.summary).toEqual({
      total: 4,
      active: 3,
      inactive: 1,
      draft: 0,
      error: 0,
      by_type: { "Blog Agent": 1, "Blog Optimization": 1, "Chat Agent": 1, "Social Media Agent": 1, "Website SEO Auditor": 0 },
    });

    // The domain's Services card counts its agents as Manage Services does.
    const counts = (await call("GET", `/services-count/${domainId}`, { token })).body.data as Array<{ total: number; grand_total: number }>;
    // The domain bar's total counts the optimizer once, as the list does.
    expect(counts.map((count) => count.total)).toEqual([1, 1, 1, 1]);
    expect(counts[0]!.grand_total).toBe(listed.summary.total);
    const domains = (await call("GET", "/domain", { token })).body.data as Array<{ id: string; service_count: number }>;
    expect(domains.find((item) => item.id === domainId)!.service_count).toBe(listed.summary.total);
    expect([counts[0]!.total, counts[2]!.total, counts[3]!.total]).toEqual([
      listed.summary.by_type["Blog Agent"],
      listed.summary.by_type["Social Media Agent"],
      listed.summary.by_type["Chat Agent"],
    ]);

    // The row goes with its domain.
    expect((await call("DELETE", `/domain/${domainId}`, { token })).status).toBe(200);
    expect((await ServiceEntryEntity.query.byDomain({ userId: found.userId, domainId }).go()).data).toEqual([]);
  }, 60_000);

  it("hides the rows old optimizations wrote one each, and gives their domain its one row with their count", async () => {
    const { token, userId } = await registeredUser();
    const domain = await addDomain(token, `legacy-${userId.slice(-8)}.example.com`);
    const domainId = domain.id;
    const agent = (await call("POST", "/blog-agent", { token, body: blogAgentForm(domainId, { name: "Herb Planner", status: "publish" }) })).body.data.id;
    const oldest = Date.parse("2026-01-05T10:00:00.000Z");
    // As optimizations wrote their rows before: one each, named by the post, without a count.
    for (const [index, status] of (["Active", "Draft", "Error"] as const).entries()) {
      await ServiceEntryEntity.create({
        userId,
        domainId,
        entryId: `opt_01legacy${index}aaaaaaaaaaaaaaaaa`,
        typeName: "Blog Optimization",
        name: `Old post ${index}`,
        searchName: `old post ${index}`,
        status,
        link: "/add-service/manage-blog-optimization-agent",
        createdAt: oldest + index * 60_000,
      }).go();
    }
    await Counter.add(userId, serviceCounter(domainId, "optimizer"), 3);

    const listed = await services(token, domainId);
    expect(listed.data.map((row) => row.id)).toEqual([agent, `optimizer_${domainId}`]);
    expect(listed.data[1]).toMatchObject({ name: "Blog Optimization", status: "Inactive", count: 3, created_at: new Date(oldest).toISOString() });
    expect(listed.pagination.total).toBe(2);
    expect(listed.summary).toMatchObject({ total: 2, active: 1, inactive: 1, draft: 0, error: 0, by_type: { "Blog Optimization": 1, "Blog Agent": 1 } });
    expect((await services(token, domainId, "&search=old%20post")).data).toEqual([]);
    expect((await services(token, domainId, "&status=Error")).pagination.total).toBe(0);
    // Asked again, the restored row is the one row: it is not made twice.
    expect((await services(token, domainId)).data.map((row) => row.id)).toEqual([agent, `optimizer_${domainId}`]);
  });
});

describe("Manage Services lists each auditor", () => {
  it("shows an auditor as one row, Active while its audit runs, Error when it failed, gone once removed", async () => {
    const { token, userId } = await registeredUser();
    const host = `auditor-rows-${userId.slice(-8)}.example.com`;
    const domain = await addDomain(token, host);
    await Credit.grant({ userId, ledgerId: `led_rows_${userId.slice(-12)}`, credits: 100 });
    expect((await call("PUT", `/domain/${domain.id}/competitors`, { token, body: { competitors: ["https://rival.example.org"] } })).status).toBe(200);
    const created = await call("POST", "/blog-auditor", {
      token,
      body: {
        userDomainId: domain.id,
        name: "Spring audit",
        contentCount: 1,
        competitorCount: 1,
        selectedContent: [{ id: 1, title: "Basil", url: `https://${host}/basil/`, type: "post" }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const auditorId = created.body.data.id as string;

    const row = {
      id: auditorId,
      name: "Spring audit",
      type_name: "Website SEO Auditor",
      link: `/add-service/view-auditor-result/${auditorId}`,
    };
    const listed = await services(token, domain.id, "&type=Website%20SEO%20Auditor");
    expect(listed.data).toEqual([expect.objectContaining({ ...row, status: "Active" })]);
    expect(listed.summary.by_type["Website SEO Auditor"]).toBe(1);
    // The header's total and the Domains list count the auditor as Manage Services does.
    const counts = (await call("GET", `/services-count/${domain.id}`, { token })).body.data as Array<{ total: number; grand_total: number }>;
    expect(counts.map((entry) => entry.grand_total)).toEqual([1, 1, 1, 1]);
    const domains = (await call("GET", "/domain", { token })).body.data as Array<{ id: string; service_count: number }>;
    expect(domains.find((item) => item.id === domain.id)!.service_count).toBe(1);

    await markAuditFailed(userId, auditorId, "No page could be read.");
    expect((await services(token, domain.id)).data).toEqual([expect.objectContaining({ ...row, status: "Error" })]);

    expect((await call("DELETE", `/blog-auditor/${auditorId}`, { token })).status).toBe(200);
    const after = await services(token, domain.id);
    expect(after.data).toEqual([]);
    expect(after.summary.total).toBe(0);
    expect((await call("GET", `/services-count/${domain.id}`, { token })).body.data[0].grand_total).toBe(0);
  });
});

describe("Knowledge gaps near the site's topics", () => {
  it("marks a gardening site's question on topic and a gaming laptop off topic", async () => {
    const { token, userId } = await registeredUser();
    const domain = await addDomain(token, `gaps-${userId.slice(-8)}.example.com`);
    expect((await call("POST", "/onboarding", { token, body: configuration(domain.id) })).status).toBe(200);
    await call("POST", "/blog-agent", { token, body: blogAgentForm(domain.id, { keywords: ["composting"] }) });
    const asked = Date.now() - 60_000;
    const agent = { userId, domainId: domain.id, agentId: "chat_01gapsaaaaaaaaaaaaaaaaaaaa" };
    for (const question of ["a good gaming laptop", "How do I compost coffee grounds?", "Which herbs grow on a balcony?"]) {
      await GapEntity.create(gapItem(agent, question, asked)).go();
    }

    const reply = await call("GET", `/analytics/${domain.id}?days=7`, { token });
    expect(reply.status).toBe(200);
    const questions = reply.body.data.unanswered_questions as Array<{ question: string; on_topic: boolean }>;
    expect(Object.fromEntries(questions.map((gap) => [gap.question, gap.on_topic]))).toEqual({
      "a good gaming laptop": false,
      "How do I compost coffee grounds?": true,
      "Which herbs grow on a balcony?": true,
    });
  });
});
