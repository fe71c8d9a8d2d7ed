import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { fileUrl } from "../../packages/core/src/chat/files";
import { PDF_LIMITS, readPdf } from "../../packages/core/src/chat/pdf";
import { Credit } from "../../packages/core/src/credit";
import { Media } from "../../packages/core/src/media";
import { createId } from "../../packages/core/src/util/id";
import { call } from "../support/api";
import { addChatAgent, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain } from "../support/domains";
import { compressionBombPdf, doubleFlateBombPdf, flateBombPdf, manyPagesPdf } from "../support/pdfs";
import { registeredUser } from "../support/users";

const TOO_MANY_PAGES = "This PDF has 18,000 pages; a chat agent reads at most 2,000.";
const TOO_MUCH_TEXT = "This PDF holds more text than a chat agent can read (over 5 MB).";
const UNREADABLE = "This PDF could not be read. Try a smaller or simpler file.";
const CREDITS = 100;

async function owner() {
  const user = await registeredUser();
  const domain = await addDomain(user.token, `pdf-${user.userId.slice(-8)}.example.com`);
  await Credit.grant({ userId: user.userId, ledgerId: `led_pdf_limits_${user.userId.slice(-12)}`, credits: CREDITS });
  return { ...user, domainId: domain.id };
}

/** Stores a PDF where an upload puts it, without the upload's reading: the knowledge run must hold its own line. */
async function storedUnread(userId: string, domainId: string, bytes: Uint8Array, name: string) {
  const key = `chat/${userId}/${domainId}/documents/${createId("chatDocument")}.pdf`;
  await Media.put(key, bytes, "application/pdf");
  await Media.put(key.replace(/\.pdf$/, ".json"), new TextEncoder().encode(JSON.stringify({ name, pages: 4 })), "application/json");
  return fileUrl(key);
}

describe("hostile PDFs", () => {
  it("refuses a PDF of 18,000 pages sharing one content stream by its page count, without reading its pages", async () => {
    const { token, domainId } = await owner();
    const bytes = manyPagesPdf();
    expect(bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    // Read page by page, the shared stream would pass the text limit first (or the time limit) and refuse with that reason.
    // How fast the refusal comes is measured by `npm run bench -- chat`.
    const reply = await uploadDocument(token, domainId, bytes, "catalogue.pdf");
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "pdf_too_many_pages", message: TOO_MANY_PAGES });
  });

  it("refuses a compression bomb once its text passes 5 MB", async () => {
    const { token, domainId } = await owner();
    const bytes = compressionBombPdf();
    expect(bytes.length).toBeLessThan(400 * 1024);
    const reply = await uploadDocument(token, domainId, bytes, "bomb.pdf");
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "pdf_too_much_text", message: TOO_MUCH_TEXT });
  });

  // How promptly it answers meanwhile (the p95 of these requests) is measured by `npm run bench -- chat`.
  it("keeps the API answering, in under 1 GB, while both are uploaded at once", async () => {
    const { token, domainId } = await owner();
    const [many, bomb] = [manyPagesPdf(), compressionBombPdf()];
    // Answers that arrive before both uploads are done: a read blocking the event loop would leave few or none.
    let answeredDuring = 0;
    let peakRss = process.memoryUsage().rss;
    let uploading = true;
    const pending: Promise<void>[] = [];
    const probe = async () => {
      const start = performance.now();
      for (let tick = 0; uploading; tick++) {
        await sleep(Math.max(0, start + tick * 50 - performance.now()));
        pending.push(
          call("GET", "/balance", { token }).then((reply) => {
            expect(reply.status).toBe(200);
            if (uploading) answeredDuring++;
            peakRss = Math.max(peakRss, process.memoryUsage().rss);
          }),
        );
      }
    };
    const probing = probe();
    const replies = await Promise.all([uploadDocument(token, domainId, many, "catalogue.pdf"), uploadDocument(token, domainId, bomb, "bomb.pdf")]);
    uploading = false;
    await probing;
    await Promise.all(pending);

    expect(replies.map((reply) => reply.body.message)).toEqual([TOO_MANY_PAGES, TOO_MUCH_TEXT]);
    expect(answeredDuring).toBeGreaterThan(10);
    expect(peakRss).toBeLessThan(2 ** 30);
  });

  it("fails the knowledge run of a stored bomb with the same reason, and returns its credits", async () => {
    const { token, userId, domainId } = await owner();
    const url = await storedUnread(userId, domainId, compressionBombPdf(), "bomb.pdf");
    const agent = await addChatAgent(token, domainId, { document_url: url, use_site_pages: false });
    const failed = await waitForKnowledge(token, agent.bot_id);
    expect(failed.knowledge).toMatchObject({ status: "failed", error: TOO_MUCH_TEXT });
    const run = (await call("GET", `/runs/${agent.knowledge.run_id}`, { token })).body.data;
    expect(run).toMatchObject({ kind: "chat_knowledge", status: "failed", error: TOO_MUCH_TEXT, credits_captured: 0 });
    expect((await call("GET", "/balance", { token })).body.data.credits_balance).toBe(CREDITS);
  });

  it("refuses, before reading, a stream compressed twice over and streams that decode past 20 MB each or 60 MB together", async () => {
    const { token, domainId } = await owner();
    const twice = doubleFlateBombPdf();
    expect(twice.length).toBeLessThan(4 * 1024);
    for (const bytes of [twice, flateBombPdf(32), flateBombPdf(16, 4)]) {
      const reply = await uploadDocument(token, domainId, bytes, "bomb.pdf");
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: "pdf_unreadable", message: UNREADABLE });
    }
    // A refused upload leaves no file to make a chat agent from.
    const agents = await call("GET", `/chat-agent?domainId=${domainId}`, { token });
    expect(agents.body.pagination.total).toBe(0);
  });

  it("stays under 1 GB while ten such files are uploaded at once", async () => {
    const { token, domainId } = await owner();
    const [twice, once] = [doubleFlateBombPdf(), flateBombPdf(32)];
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
    try {
      const replies = await Promise.all(
        Array.from({ length: 5 }, () => [uploadDocument(token, domainId, twice, "twice.pdf"), uploadDocument(token, domainId, once, "once.pdf")]).flat(),
      );
      expect(replies.map((reply) => reply.body.message)).toEqual(Array(10).fill(UNREADABLE));
    } finally {
      clearInterval(sampler);
    }
    expect(peakRss).toBeLessThan(2 ** 30);
  });

  it("fails the knowledge run of a stored twice-compressed file with the same reason, and returns its credits", async () => {
    const { token, userId, domainId } = await owner();
    const url = await storedUnread(userId, domainId, doubleFlateBombPdf(), "bomb.pdf");
    const agent = await addChatAgent(token, domainId, { document_url: url, use_site_pages: false });
    const failed = await waitForKnowledge(token, agent.bot_id);
    expect(failed.knowledge).toMatchObject({ status: "failed", error: UNREADABLE });
    expect((await call("GET", "/balance", { token })).body.data.credits_balance).toBe(CREDITS);
  });

  it("gives up on a read that outlasts its time limit", async () => {
    const started = Date.now();
    await expect(readPdf(compressionBombPdf(), { ...PDF_LIMITS, textBytes: Infinity, timeMs: 1_000 })).rejects.toMatchObject({
      code: "pdf_unreadable",
      message: UNREADABLE,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("gives up on a read that outgrows its heap", async () => {
    await expect(readPdf(compressionBombPdf(), { ...PDF_LIMITS, textBytes: Infinity, memoryMb: 16 })).rejects.toMatchObject({
      code: "pdf_unreadable",
      message: UNREADABLE,
    });
  });
});
