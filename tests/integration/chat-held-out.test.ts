import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ChatAgentEntity, type ChatAgentItem } from "../../packages/core/src/chat/agent.entity";
import { ChatAnswer } from "../../packages/core/src/chat/answer";
import { buildKnowledge } from "../../packages/core/src/chat/knowledge/index-file";
import { pdfPassages } from "../../packages/core/src/chat/knowledge/passages";
import { Credit } from "../../packages/core/src/credit";
import { Media } from "../../packages/core/src/media";
import { startOpenAiDouble, type ProviderDouble } from "../support/ai-providers";
import { call } from "../support/api";
import { addChatAgent, uploadDocument, waitForKnowledge } from "../support/chat";
import { addDomain, configuration } from "../support/domains";
import { scoreAnswers } from "../../packages/core/src/chat/answer/score";
import {
  answeredRight,
  DEVELOPMENT_SET,
  SECOND_TEST_SET,
  TEST_SET,
  HELD_OUT_DOCUMENT,
  HELD_OUT_PAGES,
  HELD_OUT_QUESTIONS,
  UNRELATED_QUESTIONS,
} from "../support/held-out-chat";
import { textPdf } from "../support/pdfs";
import { registeredUser } from "../support/users";

const WEBSITE_NAME = "Harbour Lane Coffee";

let agent: ChatAgentItem;
let host: string;
let widget: Record<string, any>;

/** An onboarded site named "Harbour Lane Coffee" whose agent answers from the held-out PDF, built through the API and the run worker. */
async function heldOutAgent() {
  const user = await registeredUser();
  host = `harbour-${user.userId.slice(-8)}.example.com`;
  const domain = await addDomain(user.token, host);
  const onboarded = await call("POST", "/onboarding", { token: user.token, body: { ...configuration(domain.id), websiteName: WEBSITE_NAME } });
  if (onboarded.status !== 200) throw new Error(`onboarding answered ${onboarded.status}`);
  await Credit.grant({ userId: user.userId, ledgerId: `led_held_out_${user.userId.slice(-12)}`, credits: 50 });
  const upload = await uploadDocument(user.token, domain.id, await textPdf(HELD_OUT_PAGES), HELD_OUT_DOCUMENT);
  const created = await addChatAgent(user.token, domain.id, { document_url: upload.url, use_site_pages: false });
  const ready = await waitForKnowledge(user.token, created.bot_id);
  if (ready.knowledge.status !== "ready") throw new Error(`knowledge ${ready.knowledge.status}: ${ready.knowledge.error}`);
  const { data } = await ChatAgentEntity.get({ userId: user.userId, agentId: created.bot_id }).go({ consistent: true });
  widget = (await call("GET", `/widget/${created.widget_key}/config`, { headers: { origin: `https://${host}` } })).body;
  return data!;
}

const refusal = (contact = `https://${host}`) =>
  `I couldn't find that in the information I have about ${WEBSITE_NAME}. Please contact ${WEBSITE_NAME} directly through ${contact} for help.`;

beforeAll(async () => {
  agent = await heldOutAgent();
});

describe("held-out questions in other words than the PDF's", () => {
  it("answers at least 9 of 10 with the fact asked for, offline", async () => {
    const answers: string[] = [];
    for (const { question } of HELD_OUT_QUESTIONS) answers.push((await ChatAnswer.reply(agent, question)).content);
    const right = answeredRight(answers);
    // The engine before synonyms and two-part answers got 4 of these 10.
    expect(right.length, answers.join("\n")).toBeGreaterThanOrEqual(9);
    expect(right.map((entry) => entry.question)).toEqual(
      expect.arrayContaining(["Who started Harbour Lane?", "Do you take trade-ins?", "Which varieties do you sell and how much are they?"]),
    );
  });

  it("never invents an answer to an unrelated question: it refuses in the site's name", async () => {
    for (const question of UNRELATED_QUESTIONS) {
      expect(await ChatAnswer.reply(agent, question)).toEqual({
        content: refusal(),
        source: null,
        sources: [],
        grounded: false,
        provider: "offline",
        model: null,
      });
    }
  });

  it("answers both parts of a two-part question, each from its own passage, naming both sources", async () => {
    const reply = await ChatAnswer.reply(agent, "Which varieties do you sell and how much are they?");
    expect(reply.sources).toEqual([
      { title: HELD_OUT_DOCUMENT, url: null, page: 1 },
      { title: HELD_OUT_DOCUMENT, url: null, page: 2 },
    ]);
    expect(reply.source).toEqual(reply.sources[0]);
    expect(reply.content).toMatch(/^We roast four varieties of single-origin beans: .* Peru Decaf\. \[1\] Ethiopia Yirgacheffe: GBP 8\.50 .* \[2\]$/);
  });

  it("names the site by its onboarding name in the default intro and the widget", () => {
    expect(agent.introText).toBe(`Welcome to ${WEBSITE_NAME}! How can I help you today?`);
    expect(widget).toMatchObject({ site_name: WEBSITE_NAME, intro_text: `Welcome to ${WEBSITE_NAME}! How can I help you today?` });
  });

  it("links the site's contact page in the refusal when the site has one", async () => {
    const key = `chat/${agent.userId}/${agent.agentId}/knowledge/with-contact.json`;
    const passages = pdfPassages(HELD_OUT_DOCUMENT, HELD_OUT_PAGES);
    const contact = `https://${host}/contact-us/`;
    await Media.put(key, new TextEncoder().encode(JSON.stringify(buildKnowledge(passages, Date.now(), contact))), "application/json");
    const reply = await ChatAnswer.reply({ ...agent, knowledgeKey: key }, "Do you repair bicycles?");
    expect(reply).toMatchObject({ content: refusal(contact), grounded: false });
  });
});

describe("two-part questions through an AI provider", () => {
  let double: ProviderDouble;
  const saved = { ...process.env };

  beforeAll(async () => {
    double = await startOpenAiDouble();
  });
  afterAll(() => double.stop());
  afterEach(() => {
    for (const name of ["AI_PROVIDER", "AI_BASE_URL", "AI_MODEL", "AI_RETRY_ATTEMPTS", "AI_RETRY_DELAY_MS"]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("asks the model to answer each part citing passages as [1], [2], and returns those as the sources, numbered in order", async () => {
    Object.assign(process.env, {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: `${double.url}/v1`,
      AI_MODEL: "gpt-4o-mini",
      AI_RETRY_ATTEMPTS: "1",
      AI_RETRY_DELAY_MS: "5",
    });
    double.requests.length = 0;
    // The knowledge is small enough to reach the model whole, numbered in its own order: the answer cites its second and third passages.
    double.script({ kind: "post", post: { answer: "We roast four varieties [2]. A bag costs GBP 7.90 to GBP 8.50 [3].", passage: 2, passages: [2, 3] } });
    const reply = await ChatAnswer.reply(agent, "Which varieties do you sell and how much are they?");

    const messages = double.requests[0]!.messages as { role: string; content: string }[];
    const system = messages.find((message) => message.role === "system")!.content;
    const prompt = messages.find((message) => message.role === "user")!.content;
    expect(system).toContain("When the question asks several things, answer each of them");
    expect(system).toContain("as [1] or [2]");
    expect(system).toContain(refusal());
    expect(prompt).toContain(`[2] (${HELD_OUT_DOCUMENT}, page 1; Our coffees)`);
    expect(prompt).toContain(`[3] (${HELD_OUT_DOCUMENT}, page 2; Prices)`);
    expect(reply).toMatchObject({
      content: "We roast four varieties [1]. A bag costs GBP 7.90 to GBP 8.50 [2].",
      sources: [
        { title: HELD_OUT_DOCUMENT, page: 1 },
        { title: HELD_OUT_DOCUMENT, page: 2 },
      ],
      grounded: true,
      provider: "openai-compatible",
    });
  });
});

/** The share of the development set's questions the offline answers must get right. */
const DEVELOPMENT_THRESHOLD = 0.9;

describe("offline answers on the development set: a coffee shop's PDF and a site with WordPress's defaults and a filler post", () => {
  it(`gets at least ${DEVELOPMENT_THRESHOLD * 100}% of its questions right, and refuses what the knowledge does not hold`, () => {
    const scored = scoreAnswers(DEVELOPMENT_SET);
    const wrong = scored.filter((answer) => !answer.right);
    expect(1 - wrong.length / scored.length, JSON.stringify(wrong, null, 1)).toBeGreaterThanOrEqual(DEVELOPMENT_THRESHOLD);
  });

  it("answers milk, address, a price table's row and Wi-Fi from the PDF, never from the Sample Page or the filler", () => {
    const answers = new Map(scoreAnswers(DEVELOPMENT_SET).map((answer) => [answer.question, answer.answer]));
    expect(answers.get("Do you have plant-based milk?")).toBe("Oat and soy milk are available at no extra charge.");
    expect(answers.get("What is your address?")).toContain("14 Mill Street, Bristol BS1 4RB");
    expect(answers.get("Where are you located?")).not.toContain("Gotham");
    expect(answers.get("How much is a kilo of house coffee, and do you ship?")).toContain("House blend, 1 kg: £29.00.");
    expect(answers.get("wifi")).toContain("Free Wi-Fi");
  });
});

/** The share of the two test sets' questions the offline answers must get right: the issue's 27 of 30. */
const TEST_THRESHOLD = 0.9;

describe("offline answers on the test sets: a kayak hire and a dog groomer, never tuned on", () => {
  it(`gets at least ${TEST_THRESHOLD * 100}% of their questions right together, both parts of two-part questions, nothing from WordPress's defaults`, () => {
    const scored = [...scoreAnswers(TEST_SET), ...scoreAnswers(SECOND_TEST_SET)];
    expect(scored.length).toBeGreaterThanOrEqual(30);
    const wrong = scored.filter((answer) => !answer.right);
    expect(1 - wrong.length / scored.length, JSON.stringify(wrong, null, 1)).toBeGreaterThanOrEqual(TEST_THRESHOLD);
    for (const { question, answer, right } of scored) {
      if (/, and /.test(question)) expect(right, `${question} -> ${answer}`).toBe(true);
      expect(answer ?? "", question).not.toMatch(/Gotham|Doohickey|Welcome to WordPress/);
    }
  });
});
