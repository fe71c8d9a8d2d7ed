import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ChatAgentEntity, type ChatAgentItem } from "../../packages/core/src/chat/agent.entity";
import { ChatAnswer } from "../../packages/core/src/chat/answer";
import { knowledgeOf } from "../../packages/core/src/chat/answer/cache";
import { findAnswer } from "../../packages/core/src/chat/answer/offline";
import { fitsWhole } from "../../packages/core/src/chat/answer/prompt-knowledge";
import { Credit } from "../../packages/core/src/credit";
import { startOpenAiDouble, type ProviderDouble } from "../support/ai-providers";
import { addChatAgent, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain } from "../support/domains";
import { textPdf } from "../support/pdfs";
import { registeredUser } from "../support/users";

const SMALL = [
  "Prices\nBasic plan: $19 per month.\nPro plan: $49 per month with phone support and weekly reports.",
  "Opening hours\nMonday to Friday 9:00 to 18:00.\nSaturday 10:00 to 14:00.\nSunday closed.",
  "Returns\nUnused items can be returned within 30 days of delivery for a full refund.",
];

const TOPICS = ["pottery", "weaving", "carpentry", "glassblowing", "bookbinding", "calligraphy", "embroidery", "leatherwork", "silversmithing", "printmaking"];

/** A handbook page about one craft room, in words of its own, long enough that forty of them outgrow the whole-knowledge budget. */
const handbookPage = (index: number) => {
  const topic = TOPICS[index % TOPICS.length]!;
  const room = `Room ${index + 1}`;
  return [
    `${room}: ${topic}`,
    `${room} is set up for ${topic} sessions. Members book the room at the front desk and sign the ${topic} safety sheet before their first visit.`,
    `Tools for ${topic} stay in the locked cabinets of ${room}; the steward on duty hands them out and checks them back in at the end of each session.`,
    `Materials for ${topic} are sold at the counter. Leftovers go on the shelf by the door of ${room} for other members to use.`,
    `Please sweep the floor of ${room}, wipe the benches and switch off the extraction fans when you leave, so the next ${topic} group finds it ready.`,
  ].join("\n");
};

const LARGE = Array.from({ length: 40 }, (_, index) => handbookPage(index));
LARGE[24] = `Membership\nBasic plan: $19 per month, with two room bookings a week.\n${handbookPage(24)}`;

const QUESTION = "How much does the basic plan cost?";

async function agentWith(pages: string[], name: string): Promise<ChatAgentItem> {
  const user = await registeredUser();
  const domain = await addDomain(user.token, `model-${user.userId.slice(-8)}.example.com`);
  await Credit.grant({ userId: user.userId, ledgerId: `led_chat_model_${user.userId.slice(-12)}`, credits: 200 });
  const upload = await uploadDocument(user.token, domain.id, await textPdf(pages), name);
  if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.body)}`);
  const created = await addChatAgent(user.token, domain.id, { document_url: upload.url, use_site_pages: false });
  const ready = await waitForKnowledge(user.token, created.bot_id, 60_000);
  if (ready.knowledge.status !== "ready") throw new Error(`knowledge ${ready.knowledge.status}: ${ready.knowledge.error}`);
  const { data } = await ChatAgentEntity.get({ userId: user.userId, agentId: created.bot_id }).go({ consistent: true });
  return data!;
}

/** The passages the provider received, one block per "[n] (where)" header, as the prompt fences them. */
function sentBlocks(request: Record<string, any>) {
  const prompt = (request.messages as { role: string; content: string }[]).find((message) => message.role === "user")!.content;
  const fenced = prompt.slice(prompt.indexOf("<site_data>") + "<site_data>".length, prompt.indexOf("</site_data>"));
  return fenced
    .split(/\n(?=\[\d+\] \()/)
    .map((block) => block.trim())
    .filter(Boolean);
}

let small: ChatAgentItem;
let large: ChatAgentItem;
let double: ProviderDouble;
const saved = { ...process.env };

beforeAll(async () => {
  [small, large, double] = await Promise.all([agentWith(SMALL, "Shop facts.pdf"), agentWith(LARGE, "Makerspace handbook.pdf"), startOpenAiDouble()]);
  Object.assign(process.env, { AI_PROVIDER: "openai-compatible", AI_BASE_URL: `${double.url}/v1`, AI_MODEL: "gpt-4o-mini", AI_RETRY_ATTEMPTS: "1" });
}, 120_000);

afterAll(async () => {
  await double.stop();
  for (const name of ["AI_PROVIDER", "AI_BASE_URL", "AI_MODEL", "AI_RETRY_ATTEMPTS"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

afterEach(() => {
  double.requests.length = 0;
});

describe("what the model reads", () => {
  it("sends a small knowledge whole, every passage with its document and page, and asks for answers from them only", async () => {
    const knowledge = (await knowledgeOf(small.knowledgeKey!))!;
    expect(fitsWhole(knowledge.passages)).toBe(true);
    // Retrieval alone would send fewer: the whole knowledge is what the model gets instead.
    expect(findAnswer(knowledge, QUESTION)!.passages.length).toBeLessThan(knowledge.passages.length);

    double.script({ kind: "post", post: { answer: "The Basic plan costs $19 per month [1].", passage: 1 } });
    const reply = await ChatAnswer.reply(small, QUESTION);
    expect(reply).toMatchObject({
      content: "The Basic plan costs $19 per month.",
      source: { title: "Shop facts.pdf", page: 1 },
      provider: "openai-compatible",
    });

    expect(double.requests).toHaveLength(1);
    const blocks = sentBlocks(double.requests[0]!);
    expect(blocks).toHaveLength(knowledge.passages.length);
    knowledge.passages.forEach((passage, index) => {
      expect(blocks[index]).toMatch(new RegExp(`^\\[${index + 1}\\] \\(Shop facts\\.pdf, page ${passage.page}[;)]`));
      expect(blocks[index]).toContain(passage.text);
    });
    // The pages the question is not about reach the model too.
    expect(blocks.join("\n")).toContain("Sunday closed.");
    expect(blocks.join("\n")).toContain("within 30 days of delivery");

    const system = (double.requests[0]!.messages as { role: string; content: string }[]).find((message) => message.role === "system")!.content;
    expect(system).toContain("Answer only from the numbered passages");
    expect(system).toContain("the document and its page");
    expect(system).toContain("cite the passage each part of the answer comes from");
    expect(system).toContain("The visitor sees each number you cite as its document and page");
  });

  it("sends only the retrieval's best passages of a knowledge too large to send whole", async () => {
    const knowledge = (await knowledgeOf(large.knowledgeKey!))!;
    expect(fitsWhole(knowledge.passages)).toBe(false);
    const best = findAnswer(knowledge, QUESTION)!.passages;
    expect(best.length).toBeGreaterThan(0);
    expect(best.length).toBeLessThan(knowledge.passages.length);

    double.script({ kind: "post", post: { answer: "The Basic plan is $19 per month [1].", passage: 1 } });
    const reply = await ChatAnswer.reply(large, QUESTION);
    expect(reply).toMatchObject({ content: "The Basic plan is $19 per month.", source: { title: "Makerspace handbook.pdf", page: 25 } });

    const blocks = sentBlocks(double.requests[0]!);
    expect(blocks).toHaveLength(best.length);
    best.forEach((passage, index) => {
      expect(blocks[index]).toMatch(new RegExp(`^\\[${index + 1}\\] \\(Makerspace handbook\\.pdf, page ${passage.page}[;)]`));
      expect(blocks[index]).toContain(passage.text);
    });
    expect(blocks[0]).toContain("Basic plan: $19 per month");
    expect(blocks.join("\n")).not.toContain("Room 3 is set up for glassblowing");
  });
});
