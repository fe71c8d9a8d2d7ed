import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Writer, type BlogBrief } from "../../packages/core/src/ai";
import { executors } from "../../packages/core/src/agents/hooks";
import { Credit } from "../../packages/core/src/credit";
import { Job } from "../../packages/core/src/job";
import { DomainEntity } from "../../packages/core/src/site/domain.entity";
import { call } from "../support/api";
import { asksForOutline, draftsFor, promptOf, sampleOutline, startBedrockDouble, startOpenAiDouble, type ProviderDouble } from "../support/ai-providers";
import { blogAgentForm } from "../support/blog";
import { holdRunMessages } from "../support/runs";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";

const AI_VARIABLES = ["AI_PROVIDER", "AI_BASE_URL", "AI_MODEL", "AI_RETRY_ATTEMPTS", "AI_RETRY_DELAY_MS", "AI_TIMEOUT_MS"] as const;
const saved = Object.fromEntries(AI_VARIABLES.map((name) => [name, process.env[name]]));

function configure(values: Partial<Record<(typeof AI_VARIABLES)[number], string>>) {
  for (const name of AI_VARIABLES) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
}

const brief: BlogBrief = {
  language: "en",
  style: "Warm and encouraging, with short sentences",
  focusKeyword: "home composting",
  keywords: ["home composting", "balcony herbs"],
  categories: ["Compost"],
  niche: "Urban gardening",
  audience: "Balcony gardeners",
  purpose: "We help city people grow food in small spaces.",
  features: ["Weekly planting guides", "Free seed swaps"],
  siteName: "Green Balcony",
  siteUrl: "https://greenbalcony.example",
  existingPosts: [{ title: "Balcony herbs for beginners", url: "https://greenbalcony.example/balcony-herbs/" }],
  knowledge: [{ title: "Balcony guide.pdf", url: null, text: "Keep the compost bin in the shade and turn it every week." }],
  seed: "agt_1|2026-11-23",
};

const FAILING_CHECKS = ["introductionKeyword", "metaDescriptionLength"];

afterAll(() => configure(saved));

describe.each([
  { name: "openai-compatible", model: "gpt-4o-mini", start: startOpenAiDouble, baseUrl: (url: string) => `${url}/v1` },
  { name: "bedrock", model: "amazon.nova-pro-v1:0", start: startBedrockDouble, baseUrl: (url: string) => url },
] as const)("the writer's passes through the $name wire format", ({ name, model, start, baseUrl }) => {
  let double: ProviderDouble;
  beforeAll(async () => {
    double = await start();
  });
  afterAll(() => double.stop());

  it("outlines, drafts, scores, asks a revision of only the failing checks, and keeps the better revision", async () => {
    configure({ AI_PROVIDER: name, AI_BASE_URL: baseUrl(double.url), AI_MODEL: model, AI_RETRY_ATTEMPTS: "1", AI_TIMEOUT_MS: "5000" });
    const { failing, passing } = draftsFor(brief);
    double.script({ kind: "outline" }, { kind: "post", post: failing }, { kind: "post", post: passing });
    const steps: { name: string; detail: string }[] = [];
    const written = await Writer.writePost(brief, { step: (name, detail) => Promise.resolve(void steps.push({ name, detail })) });

    expect(double.requests.map(asksForOutline)).toEqual([true, false, false]);
    const [outlined, drafted, revision] = double.requests.map(promptOf);
    for (const prompt of [outlined, drafted, revision]) {
      for (const fact of ["Site name: Green Balcony", "Niche: Urban gardening", "Balcony herbs for beginners (https://greenbalcony.example/balcony-herbs/)"]) {
        expect(prompt).toContain(fact);
      }
      expect(prompt).toContain('- From "Balcony guide.pdf", quoted: "Keep the compost bin in the shade and turn it every week."');
    }
    expect(drafted).toContain(`Title: ${sampleOutline.title}`);
    expect(drafted).toContain("- <h3> Worm bins");
    expect(revision).toContain("Fix only the failing checks listed below");
    for (const id of FAILING_CHECKS) expect(revision).toMatch(new RegExp(`^- ${id}: `, "m"));
    expect(revision).toContain("- introductionKeyword: Keyphrase in introduction:");
    expect(revision).toContain("- metaDescriptionLength: Meta description length:");
    expect(revision).not.toMatch(/^- (images|imageKeyphrase|externalLinks): /m);
    expect(revision).toContain(`Meta description: ${failing.meta_description}`);

    expect(steps.map((step) => step.name)).toEqual(["Outlining", "Drafting", "Revising (pass 1)"]);
    expect(steps[0]!.detail).toBe(`"${sampleOutline.title}": 3 sections, 2 FAQ questions, 1 internal link (${name} ${model})`);
    expect(steps[1]!.detail).toMatch(/^".+": SEO \d+, readability \d+; failing: .*Keyphrase in introduction.*Meta description length/);
    expect(steps[2]!.detail).toMatch(/^SEO \d+ -> \d+, readability \d+ -> \d+; fixed: .*Keyphrase in introduction.*; no failing checks left$/);
    expect(written.value).toMatchObject({ title: passing.title, content: passing.content, meta_description: passing.meta_description });
    expect(written.notes).toEqual([expect.stringMatching(/^Kept revision 1 \(SEO \d+, readability \d+\)\.$/)]);
    expect(written.score!.seo_score).toBeGreaterThan(70);
  });

  it("stops after two revisions and keeps the best-scoring version", async () => {
    configure({ AI_PROVIDER: name, AI_BASE_URL: baseUrl(double.url), AI_MODEL: model, AI_RETRY_ATTEMPTS: "1", AI_TIMEOUT_MS: "5000" });
    const { failing, passing } = draftsFor(brief);
    const worse = { ...failing, content: failing.content.replace(/<h2>/g, "<p>").replace(/<\/h2>/g, "</p>") };
    double.requests.length = 0;
    double.script({ kind: "outline" }, { kind: "post", post: failing }, { kind: "post", post: worse }, { kind: "post", post: worse });
    const steps: string[] = [];
    const written = await Writer.writePost(brief, { step: (name) => Promise.resolve(void steps.push(name)) });
    expect(double.requests).toHaveLength(4);
    expect(steps).toEqual(["Outlining", "Drafting", "Revising (pass 1)", "Revising (pass 2)"]);
    // The second revision is asked of the draft again: it still scores best.
    expect(promptOf(double.requests[3]!)).toContain(`Meta description: ${failing.meta_description}`);
    expect(written.value.content).toBe(failing.content);
    expect(written.notes).toEqual([expect.stringMatching(/^Kept the draft /)]);
    expect(passing.content).not.toBe(failing.content);
  });

  it("keeps the draft when a revision fails or would not fit in the time left", async () => {
    configure({ AI_PROVIDER: name, AI_BASE_URL: baseUrl(double.url), AI_MODEL: model, AI_RETRY_ATTEMPTS: "1", AI_TIMEOUT_MS: "5000" });
    const { failing } = draftsFor(brief);
    double.requests.length = 0;
    double.script({ kind: "outline" }, { kind: "post", post: failing }, { kind: "status", status: 500 });
    const steps: { name: string; detail: string }[] = [];
    const step = (name: string, detail: string) => Promise.resolve(void steps.push({ name, detail }));
    const kept = await Writer.writePost(brief, { step });
    expect(kept.value.content).toBe(failing.content);
    expect(steps.at(-1)).toEqual({ name: "Revising (pass 1)", detail: expect.stringMatching(/^Not revised: .*server error \(500\)\..* Keeping the draft\.$/) });

    steps.length = 0;
    double.script({ kind: "outline" }, { kind: "post", post: failing });
    const hurried = await Writer.writePost(brief, { step, deadline: Date.now() + 20_000 });
    expect(hurried.value.content).toBe(failing.content);
    expect(double.requests).toHaveLength(5);
    expect(steps.at(-1)).toEqual({ name: "Revising (pass 1)", detail: "Not revised: too little time left in this attempt; keeping the draft." });
  });
});

describe("a blog run with a model", () => {
  let site: ConnectedWordPress;
  let double: ProviderDouble;

  beforeAll(async () => {
    holdRunMessages();
    [site, double] = await Promise.all([connectedWordPress(), startOpenAiDouble()]);
    await Credit.grant({ userId: site.owner.userId, ledgerId: "led_blog_pipeline", credits: 100 });
  }, 240_000);

  afterAll(async () => {
    await Promise.all([site?.stop(), double?.stop()]);
  });

  it("shows each pass with its scores in the run's steps, publishes the revised post and charges the post's price", async () => {
    const { data: domain } = await DomainEntity.get(site.ref).go();
    const siteBrief = { ...brief, siteName: domain!.websiteName || domain!.siteName || domain!.domainName, siteUrl: domain!.siteUrl ?? domain!.domainName };
    const { failing, passing } = draftsFor({ ...siteBrief, existingPosts: [], knowledge: [] });
    configure({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: `${double.url}/v1`, AI_MODEL: "gpt-4o-mini", AI_RETRY_ATTEMPTS: "1", AI_TIMEOUT_MS: "5000" });
    double.script({ kind: "outline" }, { kind: "post", post: failing }, { kind: "post", post: passing });

    const created = await call("POST", "/blog-agent", {
      token: site.owner.token,
      body: blogAgentForm(site.domain.id, { keywords: ["home composting"], categories: [1], category_names: ["Uncategorized"], status: "publish" }),
    });
    expect(created.status).toBe(201);
    const started = await call("POST", `/blog-agent/${created.body.data.id}/run`, { token: site.owner.token });
    expect(started.status).toBe(202);
    await site.asSystem(() => Job.handle({ userId: site.owner.userId, runId: started.body.data.id }, executors));
    const run = (await call("GET", `/runs/${started.body.data.id}`, { token: site.owner.token })).body.data;
    expect(run.error).toBeNull();
    expect(run.status).toBe("succeeded");
    expect(run).toMatchObject({ provider: "openai-compatible", model: "gpt-4o-mini", credits_captured: started.body.data.credits_estimated, progress: 100 });

    const names = run.steps.map((step: { name: string }) => step.name);
    expect(names).toEqual([
      "Reading the site",
      "Choosing a topic",
      "Outlining",
      "Drafting",
      "Revising (pass 1)",
      "Writing the post",
      "Scoring",
      "Making the featured image",
      "Publishing",
    ]);
    const detail = (name: string) => run.steps.find((step: { name: string }) => step.name === name).detail as string;
    const drafted = /SEO (\d+), readability (\d+); failing: (.+)$/.exec(detail("Drafting"))!;
    expect(drafted[3]).toContain("Keyphrase in introduction");
    expect(drafted[3]).toContain("Meta description length");
    const revised = /^SEO (\d+) -> (\d+), readability (\d+) -> (\d+); fixed: (.+); no failing checks left$/.exec(detail("Revising (pass 1)"))!;
    expect(revised.slice(1, 5).map(Number)).toEqual([Number(drafted[1]), Number(revised[2]), Number(drafted[2]), Number(revised[4])]);
    expect(Number(revised[2])).toBeGreaterThan(Number(drafted[1]));
    expect(detail("Writing the post")).toBe(
      `"${passing.title}" (openai-compatible gpt-4o-mini) Kept revision 1 (SEO ${revised[2]}, readability ${revised[4]}).`,
    );
    expect(detail("Scoring")).toBe(`SEO ${revised[2]}, readability ${revised[4]}`);

    const revision = promptOf(double.requests[2]!);
    for (const id of FAILING_CHECKS) expect(revision).toMatch(new RegExp(`^- ${id}: `, "m"));
    expect(revision).toContain(`Site name: ${siteBrief.siteName}`);

    const published = JSON.parse(
      await site.wordpress.php(`
        $id = ${run.output.post_id};
        $p = get_post($id);
        $description = get_post_meta($id, '_yoast_wpseo_metadesc', true) ?: get_post_meta($id, '_sitecrew_seo_description', true);
        echo wp_json_encode(['title' => $p->post_title, 'content' => $p->post_content, 'description' => $description]);
      `),
    ) as { title: string; content: string; description: string };
    expect(published.title).toBe(passing.title);
    // The revision's own description fits every rule, so it is the one the site shows, not the draft's.
    expect(published.description).toBe(passing.meta_description);
    expect(run.output.meta_description).toBe(passing.meta_description);
    expect(published.description).not.toBe(failing.meta_description);
    expect(published.content).toContain(/^<p>[\s\S]*?<\/p>/.exec(passing.content)![0].slice(3, 60));
    expect(published.content).not.toContain("Kitchen scraps can become rich soil");
  }, 180_000);
});
