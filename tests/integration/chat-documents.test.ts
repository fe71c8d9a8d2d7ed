import { describe, expect, it } from "vitest";
import { limits, Throttle } from "../../packages/core/src/throttle";
import { ChatAgentEntity } from "../../packages/core/src/chat/agent.entity";
import { Credit } from "../../packages/core/src/credit";
import { HoldEntity } from "../../packages/core/src/credit/credit.entity";
import { Media } from "../../packages/core/src/media";
import { call } from "../support/api";
import { addChatAgent, chatAgentForm, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain } from "../support/domains";
import { png } from "../support/files";
import { encryptedPdf, imageOnlyPdf, pdfOfSize, textPdf } from "../support/pdfs";
import { registeredUser } from "../support/users";

const SETUP_CREDITS = 15;

async function owner() {
  const user = await registeredUser();
  const domain = await addDomain(user.token, `docs-${user.userId.slice(-8)}.example.com`);
  return { ...user, domainId: domain.id };
}

const pricesPdf = () => textPdf(["Basil seedlings cost 4 euros a pot.", "We ship on Tuesdays and Fridays."], "Price list");

async function uploadAvatar(token: string, domainId: string, bytes: Uint8Array, name = "bot.png", type = "image/png") {
  const form = new FormData();
  form.append("avatar", new File([new Uint8Array(bytes)], name, { type }));
  return call("POST", `/chat-agent/avatar/${domainId}`, { token, raw: form });
}

/** The stored key behind a file URL the API gave out. */
const storedAt = async (userId: string, agentId: string) => (await ChatAgentEntity.get({ userId, agentId }).go()).data!;

const holdOf = async (userId: string, runId: string) => (await HoldEntity.get({ userId, runId }).go()).data;

describe("chat agent documents and avatars", () => {
  it("takes a text PDF, remembers its name and pages, and gives it back to its owner only", async () => {
    const { token, domainId } = await owner();
    const bytes = await pricesPdf();
    const reply = await uploadDocument(token, domainId, bytes, "  Price list 2026.pdf ");
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      url: expect.stringMatching(new RegExp(`^/api/files/chat/${domainId}/documents/cdoc_[0-9a-z]{26}\\.pdf$`)),
      name: "Price list 2026.pdf",
      pages: 2,
    });
    const file = await call("GET", reply.body.url.replace(/^\/api/, ""), { token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");

    const other = await registeredUser();
    expect((await call("GET", reply.body.url.replace(/^\/api/, ""), { token: other.token })).status).toBe(404);
    expect((await call("GET", reply.body.url.replace(/^\/api/, ""))).status).toBe(401);
    expect((await uploadDocument(other.token, domainId, bytes)).status).toBe(404);
  });

  it("refuses files that are too large, not PDFs, password-protected or without text", async () => {
    const { token, domainId } = await owner();
    const refused = async (bytes: Uint8Array, name: string, status: number, message: string) => {
      const reply = await uploadDocument(token, domainId, bytes, name);
      expect(reply.status).toBe(status);
      expect(reply.body.message).toBe(message);
    };
    await refused(await pdfOfSize(2.1 * 1024 * 1024), "big.pdf", 413, "File size must not exceed 2 MB.");
    await refused(png(), "picture.pdf", 400, "Only PDF files are allowed.");
    await refused(new TextEncoder().encode("%PDF-1.7 but nothing after"), "broken.pdf", 400, "Only PDF files are allowed.");
    await refused(await encryptedPdf(), "locked.pdf", 400, "This PDF is password-protected. Upload a copy without a password.");
    await refused(await imageOnlyPdf(), "scan.pdf", 400, "This PDF has no text we can read (it may be scanned images). Upload a PDF with selectable text.");
    const fits = await uploadDocument(token, domainId, await pdfOfSize(2 * 1024 * 1024 - 64), "fits.pdf");
    expect(fits.status).toBe(200);
  });

  it("takes PNG avatars up to 500 KB and serves them to anyone, for the widget on the owner's site", async () => {
    const { token, domainId } = await owner();
    const reply = await uploadAvatar(token, domainId, png());
    expect(reply.status).toBe(200);
    expect(reply.body.url).toMatch(new RegExp(`^/api/files/chat/${domainId}/avatars/cav_[0-9a-z]{26}\\.png$`));
    const file = await call("GET", reply.body.url.replace(/^\/api/, ""));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect((await call("GET", `/files/chat/${domainId}/avatars/cav_01jz0000000000000000000000.png`)).status).toBe(404);
    expect((await call("GET", `/files/chat/${domainId}/avatars/..%2F..%2Fsecret.png`)).status).toBe(404);

    const big = new Uint8Array(501 * 1024);
    big.set(png());
    const tooBig = await uploadAvatar(token, domainId, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("Avatar file size must not exceed 500 KB.");
    const jpeg = await uploadAvatar(token, domainId, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]), "bot.png");
    expect(jpeg.status).toBe(400);
    expect(jpeg.body.message).toBe("Avatars must be PNG images.");

    const agent = await addChatAgent(token, domainId, { avatar_bot: reply.body.url, avatar_user: null });
    expect(agent).toMatchObject({ avatar_bot: reply.body.url, avatar_user: null });
    const other = await owner();
    expect((await uploadAvatar(other.token, domainId, png())).status).toBe(404);
    const borrowed = await call("POST", "/chat-agent", { token: other.token, body: chatAgentForm(other.domainId, { avatar_bot: reply.body.url }) });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.message).toBe("Avatar upload failed.");
  });

  it("takes at most 60 uploads an hour from one account, so nobody fills the bucket", async () => {
    const { token, domainId, userId } = await owner();
    const key = Throttle.key("chatUpload", userId);
    for (let index = 0; index < limits.chatUpload.max - 1; index++) await Throttle.hit(key);
    expect((await uploadAvatar(token, domainId, png())).status).toBe(200);
    const refused = await uploadDocument(token, domainId, await pricesPdf());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many uploads\. Please try again in \d+ minutes?\.$/);
    expect((await uploadAvatar(token, domainId, png())).status).toBe(429);
  });

  it("holds the setup price when an agent reads a PDF, and adds nothing when the owner cannot pay", async () => {
    const { token, userId, domainId } = await owner();
    const upload = (await uploadDocument(token, domainId, await pricesPdf(), "prices.pdf")).body;

    const unpaid = await call("POST", "/chat-agent", { token, body: chatAgentForm(domainId, { document_url: upload.url, use_site_pages: false }) });
    expect(unpaid.status).toBe(402);
    const afterUnpaid = await call("GET", `/chat-agent?domainId=${domainId}`, { token });
    expect(afterUnpaid.body.pagination.total).toBe(0);
    expect(afterUnpaid.body.data).toEqual([]);
    expect((await call("GET", `/services-count/${domainId}`, { token })).body.data[3].total).toBe(0);

    await Credit.grant({ userId, ledgerId: `led_setup_${userId}`, credits: SETUP_CREDITS + 5 });
    const paid = await call("POST", "/chat-agent", { token, body: chatAgentForm(domainId, { document_url: upload.url, use_site_pages: false }) });
    expect(paid.status).toBe(201);
    expect(paid.body.run).toMatchObject({ kind: "chat_knowledge", credits_estimated: SETUP_CREDITS, credits_held: SETUP_CREDITS });
    expect(paid.body.data).toMatchObject({
      with_document: true,
      document_url: upload.url,
      document_name: "prices.pdf",
      document_pages: 2,
      use_site_pages: false,
      knowledge: { run_id: paid.body.run.id },
    });
    expect(await holdOf(userId, paid.body.run.id)).toMatchObject({ credits: SETUP_CREDITS });

    const built = await waitForKnowledge(token, paid.body.data.bot_id);
    expect(built.knowledge).toMatchObject({ status: "ready", error: null, run_id: paid.body.run.id });
    expect(built.knowledge.passages).toBeGreaterThan(0);
    expect(built.list_status).toBe("active");
    const run = await call("GET", `/runs/${paid.body.run.id}`, { token });
    expect(run.body.data).toMatchObject({ kind: "chat_knowledge", status: "succeeded", credits_captured: SETUP_CREDITS });
    expect((await call("GET", "/balance", { token })).body.data.credits_balance).toBe(5);
  });

  it("rebuilds on a new PDF (paid) or a removed one (free), and puts the agent back when a new PDF cannot be paid for", async () => {
    const { token, userId, domainId } = await owner();
    await Credit.grant({ userId, ledgerId: `led_rebuild_${userId}`, credits: SETUP_CREDITS * 2 });
    const first = (await uploadDocument(token, domainId, await pricesPdf(), "first.pdf")).body;
    // From the PDF alone: its builds succeed, so a save that changes nothing it knows starts none.
    const agent = await addChatAgent(token, domainId, { document_url: first.url, use_site_pages: false });
    const second = (await uploadDocument(token, domainId, await textPdf(["Opening hours: 9 to 5."]), "second.pdf")).body;

    const replaced = await call("PUT", `/chat-agent/${agent.bot_id}`, { token, body: { name: "Garden helper", document_url: second.url } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.run).toMatchObject({ kind: "chat_knowledge", credits_held: SETUP_CREDITS });
    expect(replaced.body.run.id).not.toBe(agent.knowledge.run_id);
    expect(replaced.body.data).toMatchObject({ document_url: second.url, document_name: "second.pdf", document_pages: 1 });
    expect(replaced.body.data.knowledge.run_id).toBe(replaced.body.run.id);
    await waitForKnowledge(token, agent.bot_id);
    // The first PDF is no agent's any more.
    expect((await call("GET", first.url.replace(/^\/api/, ""), { token })).status).toBe(404);

    const same = await call("PUT", `/chat-agent/${agent.bot_id}`, { token, body: { name: "Garden helper", document_url: second.url } });
    expect(same.body.run).toBeNull();

    const third = (await uploadDocument(token, domainId, await textPdf(["Gift cards are sold in store."]), "third.pdf")).body;
    const unpaid = await call("PUT", `/chat-agent/${agent.bot_id}`, {
      token,
      body: { name: "Renamed", document_url: third.url, use_site_pages: true },
    });
    expect(unpaid.status).toBe(402);
    const kept = (await call("GET", `/chat-agent/${agent.bot_id}`, { token })).body.data;
    expect(kept).toMatchObject({ name: "Garden helper", document_url: second.url, document_name: "second.pdf", use_site_pages: false });
    expect(kept.knowledge.run_id).toBe(replaced.body.run.id);

    const removed = await call("PUT", `/chat-agent/${agent.bot_id}`, {
      token,
      body: { name: "Garden helper", document_url: null, use_site_pages: true },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.run).toMatchObject({ kind: "chat_knowledge", credits_estimated: 0, credits_held: 0 });
    expect(removed.body.data).toMatchObject({ with_document: false, document_url: null, document_name: null, document_pages: null });
    expect((await call("GET", second.url.replace(/^\/api/, ""), { token })).status).toBe(404);
  });

  it("takes only this user's uploads for this domain as the agent's document", async () => {
    const { token, domainId } = await owner();
    const other = await owner();
    const theirs = (await uploadDocument(other.token, other.domainId, await pricesPdf())).body;
    const refused = async (document_url: string) => {
      const reply = await call("POST", "/chat-agent", { token, body: chatAgentForm(domainId, { document_url }) });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe("Document upload failed.");
    };
    await refused(theirs.url);
    await refused(theirs.url.replace(other.domainId, domainId));
    await refused("https://elsewhere.example/guide.pdf");
    const mine = (await uploadDocument(token, domainId, await pricesPdf())).body;
    const absolute = await call("POST", "/chat-agent", { token, body: chatAgentForm(domainId, { document_url: `http://localhost:3000${mine.url}` }) });
    // Taken as a document: the next thing asked for is the setup price.
    expect(absolute.status).toBe(402);
  });

  it("goes with the agent, and everything goes with the domain", async () => {
    const { token, userId, domainId } = await owner();
    await Credit.grant({ userId, ledgerId: `led_remove_${userId}`, credits: SETUP_CREDITS * 2 });
    const document = (await uploadDocument(token, domainId, await pricesPdf())).body;
    const avatar = (await uploadAvatar(token, domainId, png())).body;
    const agent = await addChatAgent(token, domainId, { document_url: document.url, avatar_bot: avatar.url });
    const kept = await addChatAgent(token, domainId, { name: "Kept", avatar_user: avatar.url });
    const knowledgeKey = `chat/${userId}/${kept.bot_id}/knowledge/run_test.json`;
    await Media.put(knowledgeKey, new TextEncoder().encode("{}"), "application/json");

    expect((await call("DELETE", `/chat-agent/${agent.bot_id}`, { token })).status).toBe(200);
    expect((await call("GET", document.url.replace(/^\/api/, ""), { token })).status).toBe(404);
    // Still shown by the other agent.
    expect((await call("GET", avatar.url.replace(/^\/api/, ""))).status).toBe(200);

    const stored = await storedAt(userId, kept.bot_id);
    expect(stored.avatarUserKey).toBeDefined();
    const unsaved = (await uploadDocument(token, domainId, await pricesPdf())).body;
    expect((await call("DELETE", `/domain/${domainId}`, { token })).status).toBe(200);
    expect((await call("GET", `/chat-agent/${kept.bot_id}`, { token })).status).toBe(404);
    expect(await Media.get(stored.avatarUserKey!)).toBeUndefined();
    expect(await Media.get(knowledgeKey)).toBeUndefined();
    expect(await Media.get(`chat/${userId}/${domainId}/documents/${unsaved.url.split("/").pop()}`)).toBeUndefined();
    expect((await call("GET", avatar.url.replace(/^\/api/, ""))).status).toBe(404);
  });
});
