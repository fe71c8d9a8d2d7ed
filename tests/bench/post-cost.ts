import type { BlogBrief } from "../../packages/core/src/ai";
import { draftsFor, sampleOutline, startBedrockDouble } from "../support/ai-providers";
import { printTable } from "./table";

/**
 * What one blog post costs in model tokens: the writer's real passes (outline, draft, revisions) run
 * against the Bedrock double, which records every request exactly as the SDK sends it (system prompt,
 * messages, the output schema as a tool). Tokens are estimated as characters / 4. The answers are a
 * full-length post (the offline writer's, 900-1500 words as the schema asks) that fails a few checks, so
 * the pipeline revises as a model's first draft would make it. Prices are assumptions, per 1K tokens.
 */

// On-demand list prices (USD per 1K tokens, us-east-1) as published on aws.amazon.com/bedrock/pricing and
// openai.com/api/pricing, read 2025; check them before relying on the figures.
const PRICES_READ = "2025";
const PRICES: Array<{ model: string; input: number; output: number }> = [
  { model: "amazon.nova-micro-v1:0", input: 0.000035, output: 0.00014 },
  { model: "amazon.nova-lite-v1:0 (default)", input: 0.00006, output: 0.00024 },
  { model: "amazon.nova-pro-v1:0", input: 0.0008, output: 0.0032 },
  { model: "Claude Haiku 4.5 (Bedrock)", input: 0.001, output: 0.005 },
  { model: "Claude Sonnet 4 (Bedrock)", input: 0.003, output: 0.015 },
  { model: "gpt-4o-mini (OpenAI)", input: 0.00015, output: 0.0006 },
];

const existingPosts = Array.from({ length: 30 }, (_, index) => ({
  title: `Balcony growing guide part ${index + 1}: soil, light and water for small spaces`,
  url: `https://greenbalcony.example/guide-part-${index + 1}/`,
}));

const brief: BlogBrief = {
  language: "en",
  style: "Warm and encouraging, with short sentences and concrete examples.",
  focusKeyword: "home composting",
  keywords: ["home composting", "balcony herbs", "worm bins", "small pots", "seed starting"],
  categories: ["Compost", "How-to"],
  niche: "Urban gardening",
  audience: "Balcony gardeners in rented flats",
  purpose: "We help city people grow food in small spaces.",
  features: ["Weekly planting guides", "Free seed swaps", "A balcony planner"],
  siteName: "Green Balcony",
  siteUrl: "https://greenbalcony.example",
  existingPosts,
  knowledge: Array.from({ length: 4 }, (_, index) => ({
    title: "Balcony guide.pdf",
    url: null,
    text: `Section ${index + 1}. Keep the compost bin in the shade, turn it every week, add dry leaves when it smells, and keep it covered when it rains. `.repeat(
      3,
    ),
  })),
  seed: "bench|post-cost",
};

const tokens = (value: unknown) => Math.ceil(JSON.stringify(value).length / 4);

export async function benchPostCost() {
  const double = await startBedrockDouble();
  const saved = { ...process.env };
  Object.assign(process.env, {
    AI_PROVIDER: "bedrock",
    AI_MODEL: "amazon.nova-lite-v1:0",
    AI_BASE_URL: double.url,
    AI_RETRY_ATTEMPTS: "1",
    AWS_REGION: process.env.AWS_REGION ?? "us-east-1",
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? "bench",
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? "bench",
  });
  try {
    const { Writer } = await import("../../packages/core/src/ai");
    const { failing, passing } = draftsFor(brief);
    const rows: Array<Array<string>> = [];
    const totals: Record<string, { input: number; output: number; calls: number }> = {};
    // The usual post: outline, draft, one revision; the most a post costs: two revisions.
    for (const [name, answers] of [
      ["typical (3 calls)", [sampleOutline, failing, passing]],
      ["most (4 calls)", [sampleOutline, failing, failing, passing]],
    ] as const) {
      double.requests.length = 0;
      double.script({ kind: "outline", outline: answers[0] }, ...answers.slice(1).map((post) => ({ kind: "post" as const, post })));
      await Writer.writePost(brief);
      const sent = double.requests.map((request) => tokens({ system: request.system, messages: request.messages, toolConfig: request.toolConfig }));
      const received = answers.slice(0, sent.length).map(tokens);
      totals[name] = { input: sent.reduce((a, b) => a + b, 0), output: received.reduce((a, b) => a + b, 0), calls: sent.length };
      rows.push([name, sent.join(" + "), received.join(" + ")]);
    }
    printTable("Tokens per post (characters / 4)", ["post", "input per call", "output per call"], rows);
    printTable(
      `Model cost per post (USD; list prices read ${PRICES_READ})`,
      ["model", "$/1K in", "$/1K out", ...Object.keys(totals)],
      PRICES.map((price) => [
        price.model,
        String(price.input),
        String(price.output),
        ...Object.values(totals).map((total) => `$${((total.input / 1000) * price.input + (total.output / 1000) * price.output).toFixed(4)}`),
      ]),
    );
    for (const [name, total] of Object.entries(totals)) console.log(`${name}: ${total.input} input + ${total.output} output tokens`);
  } finally {
    process.env = saved;
    await double.stop();
  }
}
