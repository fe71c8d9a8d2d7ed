import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OptimizationRecord } from "../../packages/core/src/optimize/record";
import { ServiceEntryEntity } from "../../packages/core/src/service/entry.entity";
import { call } from "../support/api";
import { blogAgentForm } from "../support/blog";
import { addChatAgent, chatAgentForm } from "../support/chat";
import type { FixtureSite } from "../support/fixture-site";
import { optimizePosts, siteWithPosts } from "../support/optimizations";
import { holdRunMessages } from "../support/runs";

interface Row {
  id: string;
  name: string;
  type_name: string;
  status: string;
  created_at: string;
}

const sites: FixtureSite[] = [];

// Optimizations stay processing until a test records their outcome: no worker runs them.
beforeAll(() => holdRunMessages());
afterAll(() => Promise.all(sites.map((site) => site.close())));

async function owner(titles: string[], tag: string) {
  const found = await siteWithPosts(titles, tag);
  sites.push(found.site);
  return found;
}

const services = async (token: string, domainId: string, query = "") => {
  const reply = await call("GET", `/services?domainId=${domainId}${query}`, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { data: Row[]; pagination: Record<string, unknown>; summary: Record<string, unknown> & { by_type: Record<string, number> } };
};

const ids = (rows: Row[]) => rows.map((row) => row.id);

describe("Manage Services across agents", () => {
  it("pages, searches, filters and counts every agent's rows, and follows their status changes and removals", async () => {
    const { token, userId, domainId } = await owner(["Basil on the balcony", "Herbs in winter", "Mint in pots", "Sage for beginners"], "manage");
    const made: string[] = [];
    const blog = async (name: string, status: "draft" | "publish") => {
      const reply = await call("POST", "/blog-agent", { token, body: blogAgentForm(domainId, { name, status }) });
      expect(reply.status).toBe(201);
      made.push(reply.body.data.id);
      return reply.body.data.id as string;
    };
    const social = async (name: string, status: "active" | "paused") => {
      const reply = await call("POST", "/social-agent", { token, body: { blog_id: domainId, name, voice: "espeak-en-us-f3", status } });
      expect(reply.status).toBe(201);
      made.push(reply.body.data.bot_id);
      return reply.body.data.bot_id as string;
    };
    const chat = async (name: string, status: "active" | "inactive") => {
      const id = (await addChatAgent(token, domainId, { name, status })).bot_id as string;
      made.push(id);
      return id;
    };

    const planner = await blog("Herb Planner", "publish");
    const herbDrafts = await blog("Herb Drafts", "draft");
    const potNotes = await blog("Pot Notes", "publish");
    expect((await call("POST", `/blog-agent/${potNotes}/pause`, { token })).status).toBe(200);
    const clips = await social("Herb Clips", "active");
    const reels = await social("Garden Reels", "paused");
    const helper = await chat("Herb Helper", "active");
    const quiet = await chat("Quiet Helper", "inactive");
    // Four optimizations are four uses of one service: the domain's optimizer row, made by the first.
    const [basil, , mint] = await optimizePosts(token, domainId, [1, 2, 3, 4]);
    const optimizer = `optimizer_${domainId}`;
    made.push(optimizer);
    await OptimizationRecord.fail(userId, mint!, "The rewrite could not be made.");
    const newest = [...made].reverse();

    // Eight rows in pages of three, newest first, the same order whichever page is asked for.
    const pages = await Promise.all([1, 2, 3].map((page) => services(token, domainId, `&page=${page}&limit=3`)));
    expect(pages.flatMap((page) => ids(page.data))).toEqual(newest);
    expect(pages[0]!.pagination).toEqual({
      currentPage: 1,
      limit: 3,
      total: 8,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: false,
      nextPage: 2,
      prevPage: null,
    });
    expect(pages[2]!.data).toHaveLength(2);
    expect(pages[2]!.pagination).toMatchObject({ currentPage: 3, hasNextPage: false, nextPage: null, prevPage: 2 });
    expect((await services(token, domainId, "&page=4&limit=3")).data).toEqual([]);
    const rows = pages.flatMap((page) => page.data);
    expect(rows.map((row) => row.created_at)).toEqual([...rows.map((row) => row.created_at)].sort().reverse());
    expect(rows.find((row) => row.id === planner)).toMatchObject({
      name: "Herb Planner",
      type_name: "Blog Agent",
      status: "Active",
      link: `/add-service/view-blog-content/${planner}`,
      blog_bots_id: planner,
    });
    expect(rows.find((row) => row.id === clips)).toMatchObject({
      name: "Herb Clips",
      type_name: "Social Media Agent",
      status: "Active",
      link: `/add-service/view-social-content/${clips}`,
      social_bots_id: clips,
    });
    expect(rows.find((row) => row.id === quiet)).toMatchObject({
      type_name: "Chat Agent",
      status: "Inactive",
      link: `/add-service/edit-chat-agent/${quiet}`,
      chat_bots_id: quiet,
    });
    const optimizerRow = {
      id: optimizer,
      name: "Blog Optimization",
      type_name: "Blog Optimization",
      status: "Inactive",
      count: 4,
      link: "/add-service/manage-blog-optimization-agent",
    };
    expect(rows.find((row) => row.id === optimizer)).toMatchObject(optimizerRow);
    expect(pages[0]!.summary).toEqual({
      total: 8,
      active: 3,
      inactive: 4,
      draft: 1,
      error: 0,
      by_type: { "Blog Agent": 3, "Blog Optimization": 1, "Chat Agent": 2, "Social Media Agent": 2, "Website SEO Auditor": 0 },
    });

    // Search (any case, anywhere in the name) and filters narrow the list; the total counts what they match.
    const herbs = await services(token, domainId, "&search=HERB&limit=2&page=2");
    expect(ids(herbs.data)).toEqual([herbDrafts, planner]);
    expect(herbs.pagination).toMatchObject({ total: 4, totalPages: 2 });
    expect(herbs.summary.total).toBe(8);
    const herbsFirst = await services(token, domainId, "&search=herb&limit=3");
    expect(ids(herbsFirst.data)).toEqual([helper, clips, herbDrafts]);
    const inactive = await services(token, domainId, "&status=Inactive");
    expect(ids(inactive.data)).toEqual([optimizer, quiet, reels, potNotes]);
    expect(inactive.pagination.total).toBe(4);
    const socialRows = await services(token, domainId, "&type=Social%20Media%20Agent");
    expect(ids(socialRows.data)).toEqual([reels, clips]);
    expect(socialRows.pagination.total).toBe(2);
    const inactiveOptimizer = await services(token, domainId, "&status=Inactive&type=Blog%20Optimization&limit=2");
    expect(ids(inactiveOptimizer.data)).toEqual([optimizer]);
    expect(inactiveOptimizer.pagination).toMatchObject({ total: 1, totalPages: 1 });
    expect((await services(token, domainId, "&status=Draft&type=Blog%20Optimization")).pagination.total).toBe(0);
    const nothing = await services(token, domainId, "&search=herb&status=Error");
    expect(nothing.data).toEqual([]);
    expect(nothing.pagination.total).toBe(0);

    // A resumed agent and a renamed chat agent show as they are now; a finished optimization leaves the optimizer's row as it was.
    expect((await call("POST", `/blog-agent/${potNotes}/resume`, { token })).status).toBe(200);
    await OptimizationRecord.complete(userId, basil!, {
      newPostId: 90,
      newTitle: "Basil on a sunny balcony",
      scoreBefore: 40,
      scoreAfter: 81,
      approvalId: "apr_01bbbbbbbbbbbbbbbbbbbbbbbb",
      postUrl: "http://example.test/basil/",
    });
    const renamed = await call("PUT", `/chat-agent/${quiet}`, { token, body: chatAgentForm(domainId, { name: "Sunny Helper", status: "active" }) });
    expect(renamed.status).toBe(200);
    const sunny = await services(token, domainId, "&search=sunny");
    expect(sunny.data.map((row) => [row.id, row.name, row.status])).toEqual([[quiet, "Sunny Helper", "Active"]]);
    expect(ids((await services(token, domainId, "&status=Inactive")).data)).toEqual([optimizer, reels]);
    expect((await services(token, domainId, "&type=Blog%20Optimization")).data).toEqual([expect.objectContaining(optimizerRow)]);
    expect((await services(token, domainId, "&search=quiet")).data).toEqual([]);

    // A removed agent leaves the list and its counts.
    expect((await call("DELETE", `/social-agent/${clips}`, { token })).status).toBe(200);
    expect((await call("DELETE", `/blog-agent/${herbDrafts}`, { token })).status).toBe(200);
    const after = await services(token, domainId, "&limit=20");
    expect(ids(after.data)).toEqual(newest.filter((id) => id !== clips && id !== herbDrafts));
    expect(after.summary).toEqual({
      total: 6,
      active: 4,
      inactive: 2,
      draft: 0,
      error: 0,
      by_type: { "Blog Agent": 2, "Blog Optimization": 1, "Chat Agent": 2, "Social Media Agent": 1, "Website SEO Auditor": 0 },
    });

    // Removing the domain removes its rows with the agents.
    expect((await call("DELETE", `/domain/${domainId}`, { token })).status).toBe(200);
    expect((await ServiceEntryEntity.query.byDomain({ userId, domainId }).go()).data).toEqual([]);
  }, 60_000);
});

describe("Manage Services at scale", () => {
  it("counts sixty optimizations, started two batches at once, on the domain's one optimizer row", async () => {
    const titles = Array.from({ length: 60 }, (_, index) => `Pruning guide ${index + 1}`);
    const { token, domainId } = await owner(titles, "paged");
    const first = await optimizePosts(token, domainId, [1]);
    const optimizer = `optimizer_${domainId}`;
    const made = (await services(token, domainId)).data;
    expect(made).toEqual([expect.objectContaining({ id: optimizer, count: 1 })]);
    // Two batches at once each add their own to the count: no use is lost to the other.
    const rest = titles.slice(1).map((_, index) => index + 2);
    await Promise.all([optimizePosts(token, domainId, rest.slice(0, 30)), optimizePosts(token, domainId, rest.slice(30))]);

    const listed = await services(token, domainId, "&page=1&limit=10");
    expect(first).toHaveLength(1);
    expect(listed.data).toEqual([{ ...made[0], count: 60 }]);
    expect(listed.pagination).toMatchObject({ total: 1, totalPages: 1, hasNextPage: false });
    expect(listed.summary).toMatchObject({ total: 1, inactive: 1, by_type: { "Blog Optimization": 1 } });
    expect((await services(token, domainId, "&search=pruning")).data).toEqual([]);
  }, 60_000);
});
