import { describe, expect, it } from "vitest";
import { CHAT_POSITIONS, ChatAgentEntity } from "../../packages/core/src/chat/agent.entity";
import { MAX_CHAT_AGENTS_PER_DOMAIN } from "../../packages/core/src/chat/counters";
import { siteWidgetOf } from "../../packages/core/src/chat/site-widget";
import { createId } from "../../packages/core/src/util/id";
import { call } from "../support/api";
import { addChatAgent, chatAgentForm, waitForKnowledge } from "../support/chat";
import { addDomain } from "../support/domains";
import { registeredUser } from "../support/users";

async function owner() {
  const user = await registeredUser();
  const host = `chat-${user.userId.slice(-8)}.example.com`;
  const domain = await addDomain(user.token, `www.${host}`);
  return { ...user, domainId: domain.id, domainName: domain.domain_name, host };
}

const chatServices = async (token: string, domainId: string) => (await call("GET", `/services-count/${domainId}`, { token })).body.data[3].total;

const ids = (rows: Array<{ bot_id: string }>) => rows.map((row) => row.bot_id);

/** Puts an agent's knowledge in a state no run of it will change (a run id that is not its build's). */
const setKnowledge = (userId: string, agentId: string, knowledgeStatus: "ready" | "generating") =>
  ChatAgentEntity.patch({ userId, agentId })
    .set({ knowledgeStatus, knowledgeRunId: createId("run") })
    .go();

describe("chat agents", () => {
  it("adds an agent with the spec's defaults, starts a free build from the site's pages and counts it as a service", async () => {
    const { token, userId, domainId, domainName, host } = await owner();
    const reply = await call("POST", "/chat-agent", { token, body: { blog_id: domainId, name: "  Garden helper  " } });
    expect(reply.status).toBe(201);
    const agent = reply.body.data;
    expect(agent.bot_id).toMatch(/^chat_[0-9a-z]{26}$/);
    expect(agent.widget_key).toMatch(/^wgt_[0-9a-z]{26}$/);
    // The build is queued; a worker may already have taken it (this site is not connected, so it fails).
    expect(reply.body.run).toMatchObject({ kind: "chat_knowledge", status: "queued", credits_estimated: 0, credits_held: 0 });
    expect(["generating", "failed"]).toContain(agent.knowledge.status);
    expect(agent).toMatchObject({
      name: "Garden helper",
      status: "active",
      blog_id: domainId,
      blog_name: domainName,
      count_response: 0,
      credits_spent: 0,
      colors: "#CC4521",
      position: "bottom-right",
      avatar_bot: null,
      avatar_user: null,
      intro_text: `Welcome to ${host}! How can I help you today?`,
      button_text: "Chat with Us",
      with_document: false,
      document_url: null,
      document_name: null,
      document_pages: null,
      use_site_pages: true,
      site_widget: true,
      knowledge: { passages: 0, sources: 0, built_at: null, run_id: reply.body.run.id },
    });
    expect(await siteWidgetOf(userId, domainId)).toEqual({ widget_key: agent.widget_key, script_url: expect.stringMatching(/\/widget\.js$/) });

    const read = await call("GET", `/chat-agent/${agent.bot_id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ bot_id: agent.bot_id, name: "Garden helper", created_at: agent.created_at });
    expect(await chatServices(token, domainId)).toBe(1);
  });

  it("takes the form's own colour, position, texts and status", async () => {
    const { token, domainId } = await owner();
    const agent = await addChatAgent(token, domainId, {
      status: "inactive",
      colors: "#a1b2c3",
      position: "middle-left",
      intro_text: "Hi! Ask me about herbs.",
      button_text: "Ask us",
    });
    expect(agent).toMatchObject({
      status: "inactive",
      list_status: "paused",
      colors: "#A1B2C3",
      position: "middle-left",
      intro_text: "Hi! Ask me about herbs.",
      button_text: "Ask us",
      site_widget: false,
    });
  });

  it("refuses a form without a name, with a bad colour or position, or with nothing to answer from, and saves nothing", async () => {
    const { token, domainId } = await owner();
    const refused = async (overrides: Record<string, unknown>, message: string) => {
      const reply = await call("POST", "/chat-agent", { token, body: chatAgentForm(domainId, overrides) });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(message);
    };
    await refused({ name: "   " }, "Name is required");
    await refused({ name: undefined }, "Name is required");
    await refused({ colors: "red" }, "Colour must be a hex colour like #CC4521");
    await refused({ colors: "#12345" }, "Colour must be a hex colour like #CC4521");
    await refused({ position: "center" }, `Position must be one of: ${CHAT_POSITIONS.join(", ")}`);
    await refused({ status: "paused" }, "Status must be active or inactive");
    await refused({ use_site_pages: false }, "Add a PDF or use your site's pages so the agent has something to answer from.");
    await refused({ avatar_bot: "/api/files/chat/elsewhere/avatars/x.png" }, "Avatar upload failed.");
    const list = await call("GET", `/chat-agent?domainId=${domainId}`, { token });
    expect(list.body.pagination.total).toBe(0);
    expect(await chatServices(token, domainId)).toBe(0);
  });

  it("accepts every position of the spec on an edit", async () => {
    const { token, domainId } = await owner();
    const agent = await addChatAgent(token, domainId);
    for (const position of CHAT_POSITIONS) {
      const reply = await call("PUT", `/chat-agent/${agent.bot_id}`, { token, body: { name: "Garden helper", position } });
      expect(reply.status).toBe(200);
      expect(reply.body.data.position).toBe(position);
    }
  });

  it(`holds a domain to ${MAX_CHAT_AGENTS_PER_DOMAIN} agents, even when they are added at once`, async () => {
    const { token, domainId } = await owner();
    const replies = await Promise.all(
      Array.from({ length: MAX_CHAT_AGENTS_PER_DOMAIN + 2 }, (_, index) =>
        call("POST", "/chat-agent", { token, body: chatAgentForm(domainId, { name: `Helper ${index}` }) }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_CHAT_AGENTS_PER_DOMAIN);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    expect(replies.find((reply) => reply.status === 409)!.body.message).toBe("A domain can have at most 10 chat agents.");
    expect(await chatServices(token, domainId)).toBe(MAX_CHAT_AGENTS_PER_DOMAIN);
    const list = await call("GET", `/chat-agent?domainId=${domainId}&limit=100`, { token });
    expect(list.body.data).toHaveLength(MAX_CHAT_AGENTS_PER_DOMAIN);
  }, 60_000);

  it("lists a domain's agents newest first, searched, filtered by status and paged", async () => {
    const { token, userId, domainId } = await owner();
    const herbs = await addChatAgent(token, domainId, { name: "Herb Helper" });
    const pots = await addChatAgent(token, domainId, { name: "Pot Helper", status: "inactive" });
    const soil = await addChatAgent(token, domainId, { name: "Soil Guide" });
    await setKnowledge(userId, herbs.bot_id, "ready");
    await setKnowledge(userId, soil.bot_id, "generating");
    const list = async (query: string) => {
      const reply = await call("GET", `/chat-agent?domainId=${domainId}${query}`, { token });
      expect(reply.status).toBe(200);
      return reply.body;
    };

    const all = await list("");
    expect(ids(all.data)).toEqual([soil.bot_id, pots.bot_id, herbs.bot_id]);
    expect(all.pagination).toMatchObject({ total: 3, currentPage: 1, limit: 10 });
    expect(all.data.map((row: { list_status: string }) => row.list_status)).toEqual(["generating", "paused", "active"]);
    expect(ids((await list("&search=HELPER")).data)).toEqual([pots.bot_id, herbs.bot_id]);
    expect((await list("&search=helper")).pagination.total).toBe(2);
    expect(ids((await list("&status=active")).data)).toEqual([herbs.bot_id]);
    expect(ids((await list("&status=generating")).data)).toEqual([soil.bot_id]);
    expect(ids((await list("&status=paused")).data)).toEqual([pots.bot_id]);
    expect(ids((await list("&status=all")).data)).toHaveLength(3);
    expect(ids((await list("&search=helper&status=paused")).data)).toEqual([pots.bot_id]);
    const second = await list("&page=2&limit=2");
    expect(ids(second.data)).toEqual([herbs.bot_id]);
    expect(second.pagination).toMatchObject({ total: 3, currentPage: 2, totalPages: 2, hasPrevPage: true, hasNextPage: false });

    const bad = await call("GET", `/chat-agent?domainId=${domainId}&status=sleeping`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("status must be all, active, generating or paused");
  });

  it("appears in Manage Services with its status and edit page", async () => {
    const { token, domainId } = await owner();
    const active = await addChatAgent(token, domainId, { name: "Herb Helper" });
    const inactive = await addChatAgent(token, domainId, { name: "Pot Helper", status: "inactive" });
    const services = await call("GET", `/services?domainId=${domainId}&type=Chat%20Agent`, { token });
    expect(services.status).toBe(200);
    expect(services.body.data).toEqual([
      expect.objectContaining({
        id: inactive.bot_id,
        name: "Pot Helper",
        type_name: "Chat Agent",
        status: "Inactive",
        chat_bots_id: inactive.bot_id,
        link: `/add-service/edit-chat-agent/${inactive.bot_id}`,
      }),
      expect.objectContaining({ id: active.bot_id, status: "Active", chat_bots_id: active.bot_id }),
    ]);
    expect(services.body.summary.by_type["Chat Agent"]).toBe(2);
    expect(await chatServices(token, domainId)).toBe(2);
  });

  it("edits the settings, keeps what the form leaves out, and rebuilds the knowledge only when what it knows changes", async () => {
    const { token, userId, domainId } = await owner();
    const agent = await addChatAgent(token, domainId, { colors: "#111111", intro_text: "Hello there" });
    // Built: saving again rebuilds nothing unless what the agent knows changes.
    await setKnowledge(userId, agent.bot_id, "ready");
    const ready = (await call("GET", `/chat-agent/${agent.bot_id}`, { token })).body.data.knowledge.run_id;
    const edited = await call("PUT", `/chat-agent/${agent.bot_id}`, {
      token,
      body: { blog_id: domainId, name: "Renamed helper", status: "inactive", button_text: "" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.run).toBeNull();
    expect(edited.body.data).toMatchObject({
      name: "Renamed helper",
      status: "inactive",
      list_status: "paused",
      colors: "#111111",
      intro_text: "Hello there",
      button_text: "Chat with Us",
      knowledge: { status: "ready", run_id: ready },
    });
    const unnamed = await call("PUT", `/chat-agent/${agent.bot_id}`, { token, body: { name: "" } });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe("Name is required");

    const onlyPages = await call("PUT", `/chat-agent/${agent.bot_id}`, { token, body: { name: "Renamed helper", use_site_pages: false } });
    expect(onlyPages.status).toBe(400);
    expect(onlyPages.body.message).toBe("Add a PDF or use your site's pages so the agent has something to answer from.");
    expect((await call("GET", `/chat-agent/${agent.bot_id}`, { token })).body.data).toMatchObject({ use_site_pages: true, name: "Renamed helper" });
  });

  it("says why the knowledge failed, and saving the agent again retries the build for free", async () => {
    const { token, domainId } = await owner();
    // The domain's site is not connected, so its pages cannot be read.
    const agent = await addChatAgent(token, domainId);
    const failed = await waitForKnowledge(token, agent.bot_id);
    expect(failed.knowledge.status).toBe("failed");
    expect(failed.knowledge.error).toEqual(expect.any(String));
    expect(failed.list_status).toBe("active");

    const saved = await call("PUT", `/chat-agent/${agent.bot_id}`, { token, body: { name: "Garden helper" } });
    expect(saved.status).toBe(200);
    expect(saved.body.run).toMatchObject({ kind: "chat_knowledge", credits_estimated: 0 });
    // The worker may already have tried again by the time the answer is read back.
    expect(saved.body.data.knowledge.run_id).toBe(saved.body.run.id);
    expect(["generating", "failed"]).toContain(saved.body.data.knowledge.status);
    const retried = await waitForKnowledge(token, agent.bot_id);
    expect(retried.knowledge).toMatchObject({ status: "failed", run_id: saved.body.run.id, error: failed.knowledge.error });
  });

  it("shows on the site the active agent made active last", async () => {
    const { token, userId, domainId } = await owner();
    const first = await addChatAgent(token, domainId, { name: "First" });
    const second = await addChatAgent(token, domainId, { name: "Second" });
    const shown = async () => (await siteWidgetOf(userId, domainId))?.widget_key ?? null;
    expect(await shown()).toBe(second.widget_key);
    expect((await call("GET", `/chat-agent/${first.bot_id}`, { token })).body.data.site_widget).toBe(false);

    await call("PUT", `/chat-agent/${second.bot_id}`, { token, body: { name: "Second", status: "inactive" } });
    expect(await shown()).toBe(first.widget_key);
    await call("PUT", `/chat-agent/${second.bot_id}`, { token, body: { name: "Second", status: "active" } });
    expect(await shown()).toBe(second.widget_key);
    expect((await call("GET", `/chat-agent/${second.bot_id}`, { token })).body.data.site_widget).toBe(true);

    expect((await call("DELETE", `/chat-agent/${second.bot_id}`, { token })).status).toBe(200);
    expect(await shown()).toBe(first.widget_key);
    await call("PUT", `/chat-agent/${first.bot_id}`, { token, body: { name: "First", status: "inactive" } });
    expect(await shown()).toBeNull();
  });

  it("removes an agent with its service count", async () => {
    const { token, domainId } = await owner();
    const agent = await addChatAgent(token, domainId);
    const kept = await addChatAgent(token, domainId, { name: "Kept" });
    const removed = await call("DELETE", `/chat-agent/${agent.bot_id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: agent.bot_id });
    expect((await call("GET", `/chat-agent/${agent.bot_id}`, { token })).status).toBe(404);
    expect((await call("DELETE", `/chat-agent/${agent.bot_id}`, { token })).status).toBe(404);
    expect(await chatServices(token, domainId)).toBe(1);
    expect(ids((await call("GET", `/chat-agent?domainId=${domainId}`, { token })).body.data)).toEqual([kept.bot_id]);
  });

  it("answers 404 for another user's agent or domain and for ids that cannot be one", async () => {
    const mine = await owner();
    const other = await owner();
    const agent = await addChatAgent(mine.token, mine.domainId);
    const token = other.token;
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { name: "Taken" }],
      ["DELETE", undefined],
    ] as const) {
      const reply = await call(method, `/chat-agent/${agent.bot_id}`, { token, body });
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe("Chat agent not found");
    }
    for (const id of ["chat_x", "blog_01jz0000000000000000000000", "chat_" + "a".repeat(500)]) {
      expect((await call("GET", `/chat-agent/${id}`, { token: mine.token })).status).toBe(404);
    }
    expect((await call("POST", "/chat-agent", { token, body: chatAgentForm(mine.domainId) })).status).toBe(404);
    expect((await call("GET", `/chat-agent?domainId=${mine.domainId}`, { token })).status).toBe(404);
    expect((await call("GET", `/chat-agent/${agent.bot_id}`, { token: mine.token })).body.data.name).toBe("Garden helper");
    expect((await call("GET", `/chat-agent/${agent.bot_id}`)).status).toBe(401);
  });

  it("goes with its domain", async () => {
    const { token, domainId } = await owner();
    const agent = await addChatAgent(token, domainId);
    expect((await call("DELETE", `/domain/${domainId}`, { token })).status).toBe(200);
    expect((await call("GET", `/chat-agent/${agent.bot_id}`, { token })).status).toBe(404);
  });
});
