import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ChatMeter, SETTLE_AFTER_MS } from "../../packages/core/src/chat/meter";
import { ChatPoolEntity } from "../../packages/core/src/chat/pool.entity";
import { Credit } from "../../packages/core/src/credit";
import { call } from "../support/api";
import { addChatAgent, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain } from "../support/domains";
import { textPdf } from "../support/pdfs";
import { registeredUser } from "../support/users";

const FACTS = ["Prices\nBasic plan: $19 per month.\nPro plan: $49 per month.", "Opening hours\nSaturday 10:00 to 14:00."];
const PDF_READING = 15;
const GRANTED = 200;

const session = () => randomBytes(18).toString("base64url");

/** One account, one domain, one chat agent grounded on a PDF (its reading is a knowledge build run). */
async function chatOwner() {
  const user = await registeredUser();
  const host = `figures-${user.userId.slice(-8)}.example.com`;
  const domain = await addDomain(user.token, host);
  await Credit.grant({ userId: user.userId, ledgerId: `led_figures_${user.userId.slice(-12)}`, credits: GRANTED });
  const upload = await uploadDocument(user.token, domain.id, await textPdf(FACTS), "Plans.pdf");
  const created = await addChatAgent(user.token, domain.id, { name: "Price helper", document_url: upload.body.url, use_site_pages: false });
  const view = await waitForKnowledge(user.token, created.bot_id);
  if (view.knowledge.status !== "ready") throw new Error(`knowledge ${view.knowledge.status}: ${view.knowledge.error}`);
  return { ...user, domain, view, origin: `https://${host}` };
}

type Owner = Awaited<ReturnType<typeof chatOwner>>;

const ask = (owner: Owner, content: string, token = session()) =>
  call("POST", `/widget/${owner.view.widget_key}/messages`, { body: { content, session: token }, headers: { origin: owner.origin } });

async function figures(owner: Owner) {
  const [summary, analytics] = await Promise.all([
    call("GET", "/credits/summary", { token: owner.token }),
    call("GET", `/analytics/${owner.domain.id}?days=30`, { token: owner.token }),
  ]);
  expect(summary.status).toBe(200);
  expect(analytics.status).toBe(200);
  return { summary: summary.body.data, totals: analytics.body.data.totals };
}

describe("one definition of each credit figure", () => {
  let owner: Owner;

  beforeAll(async () => {
    owner = await chatOwner();
  }, 60_000);

  it("agrees between the summary and Analytics before and after the conversation settles, and the balance adds up", async () => {
    const replies = await Promise.all([ask(owner, "How much does the basic plan cost?"), ask(owner, "When are you open on Saturday?")]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const pool = (await ChatPoolEntity.get({ userId: owner.userId, agentId: owner.view.bot_id }).go({ consistent: true })).data!;
    const filled = GRANTED - PDF_READING - (await Credit.balance(owner.userId));
    expect(filled).toBeGreaterThan(2);

    const open = await figures(owner);
    expect(open.summary).toEqual({ balance: GRANTED - PDF_READING - filled, spent_30d: PDF_READING + 2, added_30d: GRANTED, reserved: filled - 2, held: 0 });
    expect(open.summary.reserved).toBe(pool.free + Object.values(pool.blocks as Record<string, number>).reduce((sum, credits) => sum + credits, 0) - 2);
    expect(open.totals.credits_spent).toBe(open.summary.spent_30d);
    expect(open.totals.credits_added).toBe(open.summary.added_30d);
    const { balance, added_30d, spent_30d, reserved, held } = open.summary;
    expect(balance).toBe(added_30d - spent_30d - reserved - held);

    await ChatMeter.settleDue(Date.now() + SETTLE_AFTER_MS + 60_000);

    const settled = await figures(owner);
    expect(settled.summary).toEqual({ balance: GRANTED - PDF_READING - 2, spent_30d: PDF_READING + 2, added_30d: GRANTED, reserved: 0, held: 0 });
    expect(settled.totals.credits_spent).toBe(settled.summary.spent_30d);
    expect(settled.summary.balance).toBe(settled.summary.added_30d - settled.summary.spent_30d - settled.summary.reserved - settled.summary.held);
  });

  it("counts only answers in the cost per 100 chat answers, and the PDF reading as a knowledge build", async () => {
    const { totals } = await figures(owner);
    expect(totals.chat_answers).toBe(2);
    expect(totals.credits_by_agent.chat).toBe(PDF_READING + 2);
    expect(totals.knowledge_credits).toBe(PDF_READING);
    expect(totals.cost_per_100_answers).toBe(100);
  });

  it("names the agent and the kind of work on a run's rows and links them to the run", async () => {
    const history = await call("GET", "/credits/ledger?limit=20", { token: owner.token });
    expect(history.status).toBe(200);
    const runRows = history.body.data.filter((row: { run_id: string | null }) => row.run_id !== null);
    expect(runRows.map((row: Record<string, unknown>) => [row.kind, row.credits, row.agent_name, row.work, row.description])).toEqual([
      ["capture", -PDF_READING, "Price helper", "Chat knowledge", "Price helper · Chat knowledge"],
    ]);
    expect(runRows[0].run_id).toBe(owner.view.knowledge.run_id);
    expect((await call("GET", `/runs/${runRows[0].run_id}`, { token: owner.token })).status).toBe(200);
  });

  it("adds no row for a run that gave back its whole hold, and pages what is left", async () => {
    const before = await call("GET", "/credits/ledger?limit=100", { token: owner.token });
    await Credit.hold({ userId: owner.userId, runId: "run_figures_failed", credits: 9 });
    await Credit.release({ userId: owner.userId, runId: "run_figures_failed" });
    await Credit.hold({ userId: owner.userId, runId: "run_figures_open", credits: 4 });

    const after = await call("GET", "/credits/ledger?limit=100", { token: owner.token });
    const ids = after.body.data.map((row: { id: string }) => row.id);
    expect(ids).not.toContain("hold_run_figures_failed");
    expect(ids).not.toContain("release_run_figures_failed");
    expect(ids).toEqual(["hold_run_figures_open", ...before.body.data.map((row: { id: string }) => row.id)]);
    expect(after.body.pagination.total).toBe(before.body.pagination.total + 1);

    const pages = [];
    for (let page = 1; page <= Math.ceil(ids.length / 2); page++) {
      const reply = await call("GET", `/credits/ledger?limit=2&page=${page}`, { token: owner.token });
      expect(reply.body.pagination.total).toBe(ids.length);
      pages.push(...reply.body.data.map((row: { id: string }) => row.id));
    }
    expect(pages).toEqual(ids);
    expect((await figures(owner)).summary.held).toBe(4);
  });

  it("takes the owner's days for the summary like Analytics, and refuses a time zone that is not one", async () => {
    const paris = await call("GET", "/credits/summary?tz=Europe/Paris", { token: owner.token });
    expect(paris.status).toBe(200);
    const analytics = await call("GET", `/analytics/${owner.domain.id}?days=30&tz=Europe/Paris`, { token: owner.token });
    expect(analytics.body.data.totals.credits_spent).toBe(paris.body.data.spent_30d);
    const wrong = await call("GET", "/credits/summary?tz=Mars/Olympus", { token: owner.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty("tz");
  });
});
