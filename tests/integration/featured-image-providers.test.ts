import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { executors } from "../../packages/core/src/agents/hooks";
import { Credit } from "../../packages/core/src/credit";
import { featuredImagesPrefix } from "../../packages/core/src/featured-image";
import { Job } from "../../packages/core/src/job";
import { Media } from "../../packages/core/src/media";
import { call } from "../support/api";
import { startKieImagesDouble, type KieImagesDouble } from "../support/kie-images";
import { startOpenAiImagesDouble, type OpenAiImagesDouble } from "../support/openai-images";
import { holdRunMessages } from "../support/runs";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";

const run = promisify(execFile);
const IMAGE_VARIABLES = ["IMAGE_PROVIDER", "IMAGE_MODEL", "IMAGE_BASE_URL", "IMAGE_API_KEY", "KIE_API_KEY", "KIE_API_URL"] as const;
const saved = Object.fromEntries(IMAGE_VARIABLES.map((name) => [name, process.env[name]]));

let site: ConnectedWordPress;
let token: string;
let scratch: string;
let kie: KieImagesDouble;
let openai: OpenAiImagesDouble;

/** Points the image provider where a test wants it; the others are unset. */
function configure(values: Partial<Record<(typeof IMAGE_VARIABLES)[number], string>>) {
  for (const name of IMAGE_VARIABLES) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
}

async function addAgent(name: string) {
  const reply = await call("POST", "/blog-agent", {
    token,
    body: {
      userDomainId: site.domain.id,
      name,
      keywords: ["raised bed garden"],
      categories: [1],
      category_names: ["Uncategorized"],
      author: 1,
      author_name: "admin",
      language_id: "en-US",
      frequency_id: "weekly",
      time: "09:30",
      timezone: "Europe/Berlin",
      blog_writing_style_id: "conversational",
      status: "publish",
      titles: [],
    },
  });
  if (reply.status !== 201) throw new Error(`POST /blog-agent answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data as { id: string; run_cost: number };
}

/** Run now, with the worker's part done here, so it reads this file's image configuration. */
async function runNow(agentName: string) {
  const agent = await addAgent(agentName);
  const started = await call("POST", `/blog-agent/${agent.id}/run`, { token });
  expect(started.status).toBe(202);
  await site.asSystem(() => Job.handle({ userId: site.owner.userId, runId: started.body.data.id }, executors));
  const finished = (await call("GET", `/runs/${started.body.data.id}`, { token })).body.data;
  const step = finished.steps.find((entry: { name: string }) => entry.name === "Making the featured image");
  return { agent, started: started.body.data, run: finished, detail: step?.detail as string };
}

/** The stored featured image's format and size, as ffprobe reads it. */
async function storedImage(runId: string) {
  const stored = await Media.get(`${featuredImagesPrefix(site.domain.id)}${runId}.png`);
  expect(stored?.contentType).toBe("image/png");
  const path = join(scratch, `${runId}.png`);
  await writeFile(path, stored!.body);
  const { stdout } = await run("ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,width,height", "-of", "csv=p=0", path]);
  return stdout.trim();
}

const wordpressImage = async (postId: number) =>
  JSON.parse(
    await site.wordpress.php(`
      $thumb = get_post_thumbnail_id(${postId});
      $meta = wp_get_attachment_metadata($thumb);
      echo wp_json_encode(['width' => $meta['width'] ?? null, 'height' => $meta['height'] ?? null, 'alt' => get_post_meta($thumb, '_wp_attachment_image_alt', true)]);
    `),
  ) as { width: number | null; height: number | null; alt: string };

beforeAll(async () => {
  holdRunMessages();
  [site, kie, openai, scratch] = await Promise.all([
    connectedWordPress(),
    startKieImagesDouble(),
    startOpenAiImagesDouble(),
    mkdtemp(join(tmpdir(), "featured-")),
  ]);
  token = site.owner.token;
  await Credit.grant({ userId: site.owner.userId, ledgerId: "led_featured_image_providers", credits: 500 });
}, 240_000);

afterEach(() => configure({}));

afterAll(async () => {
  configure(saved);
  await Promise.all([site?.stop(), kie?.stop(), openai?.stop(), scratch && rm(scratch, { recursive: true, force: true })]);
});

describe("a blog post's featured image from Kie.ai's image models", () => {
  it("generates a picture of the post's topic, stores it at 1200x630, names the model in the step and prices it", async () => {
    configure({ IMAGE_PROVIDER: "kie", KIE_API_URL: kie.url });
    const { agent, started, run: done, detail } = await runNow("Kie pictures");
    expect(agent.run_cost).toBe(12);
    expect(started).toMatchObject({ credits_estimated: 12, credits_held: 12 });
    expect(done.status).toBe("succeeded");
    expect(done.credits_captured).toBe(12);
    expect(detail).toBe("Kie.ai flux-kontext-pro, 1200x630");

    const task = kie.tasks.at(-1)!;
    expect(task.api).toBe("flux");
    expect(task.body).toMatchObject({ model: "flux-kontext-pro", aspectRatio: "16:9" });
    expect(task.body.prompt).toContain(done.output.focus_keyphrase);
    expect(task.body.prompt).toContain("No text");

    expect(await storedImage(done.id)).toBe("png,1200,630");
    const image = await wordpressImage(done.output.post_id);
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(image.alt.toLowerCase()).toContain(done.output.focus_keyphrase.toLowerCase());
    expect(image.alt).toContain("illustration");
  }, 120_000);

  it("uses the 4o Image API when IMAGE_MODEL names it", async () => {
    configure({ IMAGE_PROVIDER: "kie", IMAGE_MODEL: "gpt-4o-image", KIE_API_URL: kie.url });
    const { run: done, detail } = await runNow("Kie 4o pictures");
    expect(detail).toBe("Kie.ai gpt-4o-image, 1200x630");
    expect(kie.tasks.at(-1)).toMatchObject({ api: "4o", body: { size: "3:2" } });
    expect(await storedImage(done.id)).toBe("png,1200,630");
  }, 120_000);

  it("falls back to the title card with the model's reason when the task fails or its picture is not an image", async () => {
    configure({ IMAGE_PROVIDER: "kie", KIE_API_URL: kie.url });
    kie.failNextTask("Your prompt was flagged by the content checker");
    const failed = await runNow("Kie refused");
    expect(failed.run.status).toBe("succeeded");
    expect(failed.detail).toMatch(
      /^Offline title card \([a-z ]+\), 1200x630\. Kie\.ai flux-kontext-pro did not make a picture: Your prompt was flagged by the content checker\.$/,
    );
    expect(await storedImage(failed.run.id)).toBe("png,1200,630");
    expect((await wordpressImage(failed.run.output.post_id)).alt).toContain("title card");

    kie.serveNonImageNext();
    const garbled = await runNow("Kie garbled");
    expect(garbled.run.status).toBe("succeeded");
    expect(garbled.detail).toMatch(/1200x630\. Kie\.ai flux-kontext-pro did not make a picture: The image model's answer is not a picture/);
    expect(await storedImage(garbled.run.id)).toBe("png,1200,630");
  }, 120_000);

  it("falls back when Kie.ai refuses the key", async () => {
    configure({ IMAGE_PROVIDER: "kie", KIE_API_URL: kie.url, KIE_API_KEY: "kie-wrong-key" });
    const { run: done, detail } = await runNow("Kie wrong key");
    expect(done.status).toBe("succeeded");
    expect(detail).toMatch(/did not make a picture: Kie\.ai did not accept the API key \(401\)\. Check KIE_API_KEY\.$/);
  }, 120_000);
});

describe("a blog post's featured image from an OpenAI-compatible images endpoint", () => {
  it("asks for a landscape picture as base64 with the key, stores it at 1200x630 and names the model", async () => {
    configure({ IMAGE_PROVIDER: "openai-compatible", IMAGE_BASE_URL: `${openai.url}/v1/`, IMAGE_MODEL: "flux-schnell", IMAGE_API_KEY: "sk-images" });
    const { agent, run: done, detail } = await runNow("OpenAI pictures");
    expect(agent.run_cost).toBe(12);
    expect(done.status).toBe("succeeded");
    expect(detail).toBe("flux-schnell (OpenAI-compatible), 1200x630");
    const sent = openai.requests.at(-1)!;
    expect(sent.authorization).toBe("Bearer sk-images");
    expect(sent.body).toMatchObject({ model: "flux-schnell", size: "1536x1024", n: 1, response_format: "b64_json" });
    expect(sent.body.prompt).toContain(done.output.focus_keyphrase);
    expect(await storedImage(done.id)).toBe("png,1200,630");
    expect(await wordpressImage(done.output.post_id)).toMatchObject({ width: 1200, height: 630 });
  }, 120_000);

  it("falls back to the title card with the endpoint's reason when it refuses", async () => {
    configure({ IMAGE_PROVIDER: "openai-compatible", IMAGE_BASE_URL: `${openai.url}/v1`, IMAGE_MODEL: "flux-schnell" });
    openai.script({ kind: "status", status: 400, message: "Your request was rejected by the safety system" });
    const { run: done, detail } = await runNow("OpenAI refused");
    expect(done.status).toBe("succeeded");
    expect(detail).toMatch(
      /^Offline title card \([a-z ]+\), 1200x630\. flux-schnell \(OpenAI-compatible\) did not make a picture: The image model refused the prompt: Your request was rejected by the safety system\.$/,
    );
    expect(await storedImage(done.id)).toBe("png,1200,630");
  }, 120_000);
});

describe("without an image provider", () => {
  it("draws the title card and charges only the post", async () => {
    const { agent, run: done, detail } = await runNow("Title cards");
    expect(agent.run_cost).toBe(10);
    expect(done.credits_captured).toBe(10);
    expect(detail).toMatch(/^Offline title card \([a-z ]+\), 1200x630$/);
  }, 120_000);

  it("draws the title card, free, when the provider named lacks its endpoint, and says what to set", async () => {
    configure({ IMAGE_PROVIDER: "openai-compatible", IMAGE_MODEL: "flux-schnell" });
    const { agent, run: done, detail } = await runNow("Half configured");
    expect(agent.run_cost).toBe(10);
    expect(done.status).toBe("succeeded");
    expect(detail).toMatch(/1200x630\. flux-schnell \(OpenAI-compatible\) did not make a picture: no endpoint is set \(IMAGE_BASE_URL\)\.$/);
  }, 120_000);
});
