import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditFacts } from "../../packages/core/src/audit/analyse";
import { AuditorEntity, newAuditorId } from "../../packages/core/src/audit/auditor.entity";
import { RULES } from "../../packages/core/src/audit/checks";
import { writeSummaries } from "../../packages/core/src/audit/summary";
import { Credit } from "../../packages/core/src/credit";
import { Counter } from "../../packages/core/src/db/counter";
import { Job } from "../../packages/core/src/job";
import { auditorsCounter } from "../../packages/core/src/audit/load";
import { call } from "../support/api";
import { startOpenAiDouble } from "../support/ai-providers";
import { addDomain, configuration } from "../support/domains";
import { withEnv } from "../support/env";
import { competitorSite, type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { pendingRun } from "../support/runs";
import { registeredUser } from "../support/users";

type Owner = { token: string; userId: string; domainId: string; siteKey: string };

const GARDEN_SENTENCES = [
  "Balcony herbs grow well in deep pots with fresh potting soil and a sunny corner.",
  "Basil likes warmth, so keep the pots out of cold wind and water them in the morning.",
  "Mint spreads quickly, which is why it deserves a pot of its own on any balcony.",
  "Thyme and rosemary prefer dry soil, so let the pots drain fully between waterings.",
  "Parsley tolerates some shade and keeps giving leaves when you cut the outer stems first.",
  "Chives come back every spring and flower in purple, which bees enjoy on a small balcony.",
  "Feed herbs in pots lightly every few weeks during summer, since nutrients wash out fast.",
  "Pinch off flower buds on basil to keep the leaves tender and the plant bushy.",
  "Group pots by their thirst so watering the balcony takes only a few minutes a day.",
  "Harvest herbs in the morning when their oils are strongest and the flavour is best.",
];

/** Paragraphs about balcony herbs, `words` long or a little more. */
function gardenText(words: number) {
  const paragraphs: string[] = [];
  let count = 0;
  for (let index = 0; count < words; index++) {
    const paragraph = [0, 1, 2].map((offset) => GARDEN_SENTENCES[(index * 3 + offset) % GARDEN_SENTENCES.length]!).join(" ");
    paragraphs.push(`<p>${paragraph}</p>`);
    count += paragraph.split(/\s+/).length;
  }
  return paragraphs.join("\n");
}

interface PageOptions {
  title?: string;
  description?: string | null;
  h1s?: string[];
  skipLevel?: boolean;
  imageAlt?: string | null;
  words?: number;
  canonical?: boolean;
  jsonLd?: boolean;
}

/** A sound page of the owner's site; each option plants one defect. */
function sitePage(site: string, path: string, options: PageOptions = {}) {
  const title = options.title ?? `Growing ${path.slice(1).replace(/-/g, " ")} herbs on a small balcony`;
  const description =
    options.description === undefined
      ? `How to grow herbs in pots on a balcony: soil, sun, watering and harvest, explained step by step for small spaces and beginners alike.`
      : options.description;
  const h1s = options.h1s ?? [title];
  const alt = options.imageAlt === undefined ? "Herb pots on a balcony rail" : options.imageAlt;
  return `<!doctype html><html lang="en"><head><title>${title}</title>
${description === null ? "" : `<meta name="description" content="${description}">`}
${options.canonical === false ? "" : `<link rel="canonical" href="${site}${path}">`}
${options.jsonLd === false ? "" : `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"${title}"}</script>`}
</head><body><main><article>
${h1s.map((heading) => `<h1>${heading}</h1>`).join("\n")}
<img src="/pots.jpg"${alt === null ? "" : ` alt="${alt}"`}>
${gardenText(options.words ?? 420)}
${options.skipLevel ? "<h3>Watering herbs in pots</h3>" : "<h2>Watering herbs in pots</h2>"}
<p>See also <a href="/basil">basil on the balcony</a>, <a href="/mint">mint in pots</a> and <a href="/sage">sage for beginners</a>.</p>
</article></main></body></html>`;
}

/** Each page's own title and meta description: pages sharing one would be a defect of their own. */
const OWN_WORDS: Record<string, { title: string; description: string }> = {
  "/basil": {
    title: "Growing basil herbs on a small balcony",
    description: "How to grow basil in pots on a balcony: soil, sun, watering and harvest, explained step by step for small spaces and beginners alike.",
  },
  "/mint": { title: "Mint in pots: keeping a fast spreader under control", description: "" },
  "/thyme": {
    title: "Thyme for sunny ledges and dry, well-drained soil",
    description: "Thyme loves heat and hates wet feet: choose a gritty mix, a south-facing ledge and a shallow pot, then trim it after flowering each year.",
  },
  "/parsley": {
    title: "Parsley from seed to harvest in partial shade",
    description: "Parsley seed is slow to sprout: soak it overnight, sow it in a deep pot out of the midday sun and cut the outer stems to keep it going.",
  },
  "/chives": {
    title: "Chives come back every spring with purple flowers",
    description:
      "Chives are the easiest perennial on a balcony: divide the clump every few years, cut it to the base often and let a few flowers feed the bees.",
  },
  "/rosemary": {
    title: "Rosemary shrubs that survive a windy winter outdoors",
    description: "Rosemary grows into a small shrub in a large pot: plant it in free-draining compost, shelter it from icy wind and water sparingly in winter.",
  },
  "/sage": {
    title: "Sage leaves for the kitchen, picked all year round",
    description:
      "Common sage keeps its grey leaves through winter: pick a few at a time, prune the woody stems in spring and replace the plant every four years.",
  },
  "/oregano": {
    title: "Oregano in terracotta: less water, more flavour",
    description: "Oregano tastes strongest when it struggles a little: a terracotta pot, poor soil and a dry spell between waterings bring out its oils.",
  },
  "/dill": {
    title: "Growing basil herbs on a small balcony",
    description: "Dill grows tall and feathery: sow it straight into a deep pot, keep it away from fennel and pick the fronds before the yellow flowers open.",
  },
};

const own = (path: string, options: PageOptions = {}) => ({ title: OWN_WORDS[path]!.title, description: OWN_WORDS[path]!.description, ...options });

/** The owner's site, each page with one planted defect (and /basil sound). */
const ownSite = (site: string) => ({
  "/basil": sitePage(site, "/basil", own("/basil")),
  "/mint": sitePage(site, "/mint", own("/mint", { description: null })),
  "/thyme": sitePage(site, "/thyme", own("/thyme", { h1s: ["Thyme on the balcony", "Thyme in pots"] })),
  "/parsley": sitePage(site, "/parsley", own("/parsley", { skipLevel: true })),
  "/chives": sitePage(site, "/chives", own("/chives", { imageAlt: null })),
  "/rosemary": sitePage(site, "/rosemary", own("/rosemary", { words: 120 })),
  "/sage": sitePage(site, "/sage", own("/sage", { canonical: false })),
  "/oregano": sitePage(site, "/oregano", own("/oregano", { jsonLd: false })),
  "/dill": sitePage(site, "/dill", own("/dill", { h1s: ["Dill beside the basil pots"] })),
});

const PLANTED: Record<string, string> = {
  "/mint": "missing_meta_description",
  "/thyme": "multiple_h1",
  "/parsley": "heading_order",
  "/chives": "images_without_alt",
  "/rosemary": "thin_content",
  "/sage": "missing_canonical",
  "/oregano": "missing_structured_data",
  "/dill": "duplicate_title",
};

const WORMS = competitorSite({
  name: "Worm Farm Weekly",
  pages: [
    {
      path: "/worm-bins",
      title: "Worm composting in a worm bin",
      body: "Worm composting turns kitchen scraps into castings.\n\n## Setting up a worm bin\n\nA worm bin needs bedding, moisture and red wigglers. Worm composting works indoors too.\n\nRed wigglers eat scraps fast; worm castings feed plants.",
    },
    {
      path: "/castings",
      title: "Using worm castings",
      body: "Worm castings are the richest result of worm composting.\n\n## Harvesting worm castings\n\nSift worm castings from the worm bin every few months. Red wigglers stay behind.",
    },
    {
      path: "/bokashi",
      title: "Bokashi next to worm composting",
      body: "Bokashi ferments scraps before worm composting.\n\n## Bokashi bran\n\nBokashi bran starts the ferment; the worm bin finishes it with red wigglers.",
    },
  ],
});

const RAIN = (site: string) => ({
  ...competitorSite({
    name: "Rain Saver",
    pages: [
      {
        path: "/rain-barrels",
        title: "Rainwater harvesting with rain barrels",
        body: 'Rainwater harvesting starts with rain barrels under a downspout.\n\n## Choosing rain barrels\n\nRain barrels with a downspout diverter fill quickly. Rainwater harvesting saves tap water. <a href="/private/secret">Members</a>',
      },
      {
        path: "/diverters",
        title: "Downspout diverter basics",
        body: "A downspout diverter sends rainwater harvesting overflow back to the drain.\n\n## Fitting a downspout diverter\n\nRain barrels need a downspout diverter to avoid flooding.",
      },
      {
        path: "/worms-and-rain",
        title: "Worm composting with rainwater",
        body: "Worm composting needs moist bedding; rainwater harvesting supplies it.\n\n## Rain barrels for the worm bin\n\nRed wigglers prefer rainwater from rain barrels.",
      },
    ],
  })(site),
  "/robots.txt": `User-agent: *\nDisallow: /private/\n\nSitemap: ${site}/sitemap.xml\n`,
  "/sitemap.xml": `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${["/", "/rain-barrels", "/diverters", "/worms-and-rain", "/private/secret"].map((path) => `<url><loc>${site}${path}</loc></url>`).join("")}</urlset>`,
  "/private/secret": "<html><head><title>Members only</title></head><body><main><p>Members only.</p></main></body></html>",
});

let site: FixtureSite;
let worms: FixtureSite;
let rain: FixtureSite;
let closedUrl: string;

beforeAll(async () => {
  site = await serveFixtureSite(ownSite);
  worms = await serveFixtureSite(WORMS);
  rain = await serveFixtureSite(RAIN);
  const closed = await serveFixtureSite({});
  closedUrl = closed.url;
  await closed.close();
});

afterAll(async () => {
  await Promise.all([site?.close(), worms?.close(), rain?.close()]);
});

async function owner(credits = 0, competitors: string[] = []): Promise<Owner> {
  const user = await registeredUser();
  const siteKey = `audit-${user.userId.slice(-8)}.example.com`;
  const domain = await addDomain(user.token, siteKey);
  const configured = await call("POST", "/onboarding", { token: user.token, body: configuration(domain.id) });
  if (configured.status !== 200) throw new Error(`onboarding answered ${configured.status}`);
  if (credits) await Credit.grant({ userId: user.userId, ledgerId: `led_audit_${user.userId.slice(-12)}`, credits });
  if (competitors.length) {
    const saved = await call("PUT", `/domain/${domain.id}/competitors`, { token: user.token, body: { competitors } });
    if (saved.status !== 200) throw new Error(`competitors answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  }
  return { token: user.token, userId: user.userId, domainId: domain.id, siteKey };
}

const selected = (paths: string[], base = site.url) =>
  paths.map((path, index) => ({ id: index + 1, title: path.slice(1), url: `${base}${path}`, type: index % 2 ? "page" : "post" }));

const create = (user: Owner, body: Record<string, unknown>) =>
  call("POST", "/blog-auditor", {
    token: user.token,
    body: { userDomainId: user.domainId, name: "Herb pages", contentCount: 1, competitorCount: 1, selectedContent: selected(["/basil"]), ...body },
  });

const balance = async (token: string) => (await call("GET", "/balance", { token })).body.data.credits_balance as number;

async function finished(user: Owner, id: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reply = await call("GET", `/blog-auditor/${id}`, { token: user.token });
    if (reply.body.data.status !== "processing") return reply.body.data;
    if (Date.now() > until) throw new Error(`audit ${id} still processing: ${JSON.stringify(reply.body.data.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("competitors of a domain", () => {
  it("keeps up to ten public addresses, normalised to origin and path", async () => {
    const user = await owner();
    const empty = await call("GET", `/domain/${user.domainId}/competitors`, { token: user.token });
    expect(empty).toMatchObject({ status: 200, body: { competitors: [] } });
    const saved = await call("PUT", `/domain/${user.domainId}/competitors`, {
      token: user.token,
      body: { competitors: [" https://Rival.example.org/blog/?page=2#top ", "plants.example.net", worms.url] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.competitors).toEqual(["https://rival.example.org/blog", "https://plants.example.net", worms.url]);
    expect((await call("GET", `/domain/${user.domainId}/competitors`, { token: user.token })).body.competitors).toEqual(saved.body.competitors);
  });

  it.each([
    ["a private address", ["http://10.0.0.8/"], "http://10.0.0.8 is not a public address"],
    ["link-local metadata", ["http://169.254.169.254/latest"], "http://169.254.169.254/latest is not a public address"],
    ["a unique-local IPv6 address", ["http://[fd00::1]/"], "http://[fd00::1] is not a public address"],
    ["more than ten", Array.from({ length: 11 }, (_, index) => `https://rival${index}.example.org`), "Add at most 10 competitors"],
    ["duplicates", ["https://rival.example.org/", "https://RIVAL.example.org"], "https://rival.example.org is listed twice"],
    ["another scheme", ["ftp://rival.example.org"], "ftp://rival.example.org must start with http:// or https://"],
    ["credentials", ["https://user:secret@rival.example.org"], "https://user:secret@rival.example.org must not contain a user name or password"],
  ])("refuses %s with a field error", async (_case, competitors, message) => {
    const user = await owner();
    const reply = await call("PUT", `/domain/${user.domainId}/competitors`, { token: user.token, body: { competitors } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message, fields: { competitors: message } });
    expect((await call("GET", `/domain/${user.domainId}/competitors`, { token: user.token })).body.competitors).toEqual([]);
  });

  it("refuses the site itself", async () => {
    const user = await owner();
    const reply = await call("PUT", `/domain/${user.domainId}/competitors`, { token: user.token, body: { competitors: [`https://www.${user.siteKey}/`] } });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain("is this site itself");
  });

  it("answers 404 for another user's domain", async () => {
    const user = await owner();
    const other = await owner();
    expect((await call("GET", `/domain/${user.domainId}/competitors`, { token: other.token })).status).toBe(404);
    expect((await call("PUT", `/domain/${user.domainId}/competitors`, { token: other.token, body: { competitors: [] } })).status).toBe(404);
  });
});

describe("creating an audit", () => {
  it("says how many competitors can be used and why, and what an audit costs", async () => {
    const user = await owner(0, [worms.url, rain.url]);
    const reply = await call("GET", `/blog-auditor/options?domainId=${user.domainId}`, { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      competitors: [worms.url, rain.url],
      discovery: false,
      max_competitors: 2,
      costs: { base: 7, per_competitor: 2, per_item: 3 },
    });
    expect(reply.body.data.reason).toContain("Only the 2 competitors listed for this domain can be used");
    const other = await owner();
    expect((await call("GET", `/blog-auditor/options?domainId=${user.domainId}`, { token: other.token })).status).toBe(404);
  });

  it.each([
    ["no name", { name: "  " }, "name", "Name is required"],
    ["no competitors", { competitorCount: 0 }, "competitorCount", "Choose between 1 and 10 competitors"],
    ["eleven competitors", { competitorCount: 11 }, "competitorCount", "Choose between 1 and 10 competitors"],
    ["no content", { selectedContent: [] }, "selectedContent", "Select at least one page or post to analyze"],
  ])("refuses %s with the form's message", async (_case, body, field, message) => {
    const user = await owner(100, [worms.url]);
    const reply = await create(user, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message, fields: { [field]: message } });
  });

  it("refuses more competitors than the domain lists when nothing can find more, saying why", async () => {
    const user = await owner(100, [worms.url]);
    const reply = await create(user, { competitorCount: 3 });
    expect(reply.status).toBe(400);
    expect(reply.body.fields.competitorCount).toContain("You asked for 3 competitors. Only the 1 competitor listed for this domain can be used");
    expect(JSON.stringify(reply.body)).toContain("no web search provider is configured");
  });

  it("holds 7 + 2 per competitor + 3 per page, and a short balance creates nothing (402)", async () => {
    const poor = await owner(10, [worms.url, rain.url]);
    const refused = await create(poor, { competitorCount: 2, selectedContent: selected(["/basil", "/mint"]) });
    expect(refused.status).toBe(402);
    const list = await call("GET", `/blog-auditor?domainId=${poor.domainId}`, { token: poor.token });
    expect(list.body.data.data).toEqual([]);
    expect(list.body.data.pagination.total).toBe(0);
    expect(await balance(poor.token)).toBe(10);

    const user = await owner(100, [worms.url, rain.url]);
    const reply = await create(user, { competitorCount: 2, selectedContent: selected(["/basil", "/mint"]) });
    expect(reply.status).toBe(201);
    const cost = 7 + 2 * 2 + 3 * 2;
    expect(reply.body.run).toMatchObject({ kind: "seo_audit", credits_estimated: cost, credits_held: cost });
    expect(reply.body.data).toMatchObject({
      id: expect.stringMatching(/^aud_/),
      name: "Herb pages",
      contentCount: 2,
      competitorCount: 2,
      creditsUsed: cost,
      status: "processing",
      error: null,
    });
    expect(await balance(user.token)).toBe(100 - cost);
    await finished(user, reply.body.data.id);
  }, 120_000);

  it("finds competitors by web search for the onboarding keywords and niche, skipping platforms and the site itself", async () => {
    const queries: string[] = [];
    const keys: string[] = [];
    const double = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://double");
      queries.push(url.searchParams.get("q") ?? "");
      keys.push(String(request.headers["x-subscription-token"]));
      const results = [
        "https://en.wikipedia.org/wiki/Herb",
        "https://www.youtube.com/watch?v=1",
        `https://www.${siteKeyOf}/herbs`,
        `${rain.url}/rain-barrels`,
        `${rain.url}/diverters`,
        `${site.url}/basil`,
      ];
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ type: "search", web: { results: results.map((address) => ({ url: address, title: "x" })) } }));
    });
    await new Promise<void>((resolve) => double.listen(0, "127.0.0.1", resolve));
    const user = await owner(100, [worms.url]);
    const siteKeyOf = user.siteKey;
    try {
      await withEnv(
        { SEARCH_API_KEY: "brave-test-key", SEARCH_API_URL: `http://127.0.0.1:${(double.address() as AddressInfo).port}/res/v1/web/search` },
        async () => {
          const options = await call("GET", `/blog-auditor/options?domainId=${user.domainId}`, { token: user.token });
          expect(options.body.data).toMatchObject({ discovery: true, max_competitors: 10, reason: null });
          const reply = await create(user, { competitorCount: 3, selectedContent: selected(["/basil"], worms.url) });
          expect(reply.status).toBe(201);
          expect(reply.body.data.competitorCount).toBe(3);
          expect(reply.body.run.input.competitors).toEqual([worms.url, rain.url, site.url]);
          expect(keys.every((key) => key === "brave-test-key")).toBe(true);
          expect(queries[0]).toBe("balcony Gardening");
          const tooMany = await create(user, { competitorCount: 9 });
          expect(tooMany.status).toBe(400);
          expect(JSON.stringify(tooMany.body)).toContain("Only 3 competitors can be used: 1 listed for this domain and 2 found by web search");
          await finished(user, reply.body.data.id);
        },
      );
    } finally {
      double.close();
    }
  }, 120_000);
});

describe("an audit's run", () => {
  it("reports every planted defect on its page, the competitors' topic gaps and the unreachable competitor, and honours robots.txt", async () => {
    const user = await owner(200, [worms.url, rain.url, closedUrl]);
    const paths = Object.keys(ownSite(site.url));
    const before = await balance(user.token);
    const reply = await create(user, { competitorCount: 3, selectedContent: selected(paths), contentCount: paths.length });
    expect(reply.status).toBe(201);
    const cost = 7 + 2 * 3 + 3 * paths.length;
    const result = await finished(user, reply.body.data.id, 200_000);
    expect(result.status).toBe("completed");
    expect(result.error).toBeNull();
    expect(result.pages_audited).toBe(paths.length);
    expect(result.competitors_count).toBe(2);
    expect(result.progress.done).toBe(result.progress.total);

    const byPath = new Map(result.content_analysis.map((page: { url: string }) => [new URL(page.url).pathname, page]));
    for (const [path, check] of Object.entries(PLANTED)) {
      const page = byPath.get(path) as { improvement_actions: { id: string; impact: string; effort: string; description: string }[] };
      expect(
        page.improvement_actions.map((action) => action.id),
        path,
      ).toContain(check);
    }
    const sound = byPath.get("/basil") as {
      improvement_actions: { id: string }[];
      pros: string[];
      seo_score: number;
      readability_score: number;
      keyphrase: string;
    };
    // Plain http is the only fault our checks find on the sound page, on a fixture served without TLS; /dill shares its title.
    // Yoast's assessments that none of our checks covers are findings of their own.
    expect(
      sound.improvement_actions
        .map((action) => action.id)
        .filter((id) => id in RULES)
        .sort(),
    ).toEqual(["duplicate_title", "not_https"]);
    expect(sound.pros.length).toBeGreaterThan(5);
    expect(sound.seo_score).toBeGreaterThan(0);
    expect(sound.readability_score).toBeGreaterThan(0);
    // No plugin: the keyphrase is the onboarding keyword the title names.
    expect(sound.keyphrase).toBe("balcony");
    const thin = byPath.get("/rosemary") as { improvement_actions: { id: string; impact: string; effort: string }[] };
    expect(thin.improvement_actions.find((action) => action.id === "thin_content")).toMatchObject({ impact: "High", effort: "High" });

    const competitors = result.competitor_analysis as { url: string; status: string; insight: string; pages: number }[];
    expect(competitors.find((entry) => entry.url === closedUrl)).toMatchObject({
      status: "unreachable",
      pages: 0,
      insight: expect.stringContaining("Could not be crawled"),
    });
    expect(competitors.find((entry) => entry.url === worms.url)).toMatchObject({ status: "analysed", pages: 4 });
    expect(competitors.find((entry) => entry.url === rain.url)?.status).toBe("analysed");
    expect(rain.hits).not.toContain("/private/secret");

    // Every page and competitor has Lighthouse's figures or says why not. This suite's audits measure no page (the real
    // figures are auditor-lighthouse.test.ts's; which pages fit the ten measured, measured.test.ts's).
    type Measured = { url: string; lighthouse: Record<string, unknown> | null; lighthouse_error: string | null };
    for (const entry of [...result.content_analysis, ...competitors] as Measured[]) {
      expect(entry.lighthouse !== null || Boolean(entry.lighthouse_error), entry.url).toBe(true);
    }
    expect(byPath.get("/basil")).toMatchObject({ lighthouse: null, lighthouse_error: "Not measured: Lighthouse measurements are off" });
    expect((competitors.find((entry) => entry.url === worms.url) as unknown as Measured).lighthouse_error).toBe(
      "Not measured: Lighthouse measurements are off",
    );
    expect((competitors.find((entry) => entry.url === closedUrl) as unknown as Measured).lighthouse_error).toContain("Could not be measured");

    const [suggestions] = result.content_suggestions;
    const keywords = suggestions.suggested_topics.flatMap((topic: { target_keywords: string[] }) => topic.target_keywords).join(" ");
    expect(keywords).toMatch(/worm/);
    expect(keywords).toMatch(/rain|downspout/);
    for (const topic of suggestions.suggested_topics) expect(ownSite(site.url)["/basil"].toLowerCase()).not.toContain(topic.target_keywords[0]);
    expect(suggestions.strategy_overview).toContain("competitors cover");

    // Topics are noun phrases of competitor titles and headings, each with the pages that cover it and keywords found in them.
    type Topic = { title: string; phrase: string; target_keywords: string[]; sources: { title: string; url: string }[] };
    const topics = suggestions.suggested_topics as Topic[];
    expect(topics.map((topic) => topic.phrase)).toEqual(expect.arrayContaining(["worm composting", "rain barrels"]));
    const pageText = async (url: string) =>
      (await (await fetch(url)).text())
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .toLowerCase();
    for (const topic of topics) {
      expect(topic.title).toBe(`${topic.phrase.charAt(0).toUpperCase()}${topic.phrase.slice(1)}: a practical guide`);
      expect(topic.target_keywords.length, topic.phrase).toBeGreaterThanOrEqual(2);
      expect(topic.target_keywords.length, topic.phrase).toBeLessThanOrEqual(4);
      expect(topic.sources.length, topic.phrase).toBeGreaterThan(0);
      const cited = await Promise.all(topic.sources.map((source) => pageText(source.url)));
      for (const keyword of topic.target_keywords)
        expect(
          cited.some((text) => text.includes(keyword)),
          `${topic.phrase}: ${keyword}`,
        ).toBe(true);
    }
    expect(topics.flatMap((topic) => [topic.phrase, ...topic.target_keywords]).join(" | ")).not.toMatch(
      /(^|\| )(using|choosing|setting|fitting|harvesting) |needs|worm farm|rain saver/,
    );

    // The competitor tab's figures, for the site and each crawled competitor.
    expect(result.site_figures).toMatchObject({ pages: paths.length, average_words: expect.any(Number), https_share: 0 });
    const figures = competitors.find((entry) => entry.url === worms.url) as unknown as Record<string, unknown>;
    expect(figures).toMatchObject({
      average_words: expect.any(Number),
      structured_data_types: expect.arrayContaining(["Article"]),
      https_share: 0,
      internal_links_per_page: expect.any(Number),
      topics: expect.arrayContaining(["worm composting"]),
    });
    expect(figures.lighthouse_performance === null || typeof figures.lighthouse_performance === "number").toBe(true);

    for (const summary of [result.pros_summary, result.cons_summary, result.authority_assessment]) {
      expect(summary.length).toBeGreaterThan(20);
      expect(summary.replace(/<\/?(p|ul|li|strong)>/g, "")).not.toMatch(/[<>]/);
    }
    expect(result.cons_summary).toContain("Expand the content");

    expect(await balance(user.token)).toBe(before - cost);
    const run = await call("GET", `/runs/${reply.body.data.run_id}`, { token: user.token });
    expect(run.body.data.steps.map((step: { name: string }) => step.name)).toEqual([
      "Reading your pages",
      "Crawling competitors",
      "Measuring performance",
      "Comparing",
      "Writing the report",
    ]);

    const list = await call("GET", `/blog-auditor?domainId=${user.domainId}&search=HERB`, { token: user.token });
    expect(list.body.data.data.map((item: { id: string }) => item.id)).toEqual([reply.body.data.id]);
    expect(list.body.data.data[0]).toMatchObject({ status: "completed", contentCount: paths.length, competitorCount: 3, creditsUsed: cost });

    const other = await owner();
    expect((await call("GET", `/blog-auditor/${reply.body.data.id}`, { token: other.token })).status).toBe(404);
    expect((await call("DELETE", `/blog-auditor/${reply.body.data.id}`, { token: other.token })).status).toBe(404);
    expect((await call("GET", `/blog-auditor?domainId=${user.domainId}`, { token: other.token })).status).toBe(404);

    const removed = await call("DELETE", `/blog-auditor/${reply.body.data.id}`, { token: user.token });
    expect(removed).toMatchObject({ status: 200, body: { data: { id: reply.body.data.id } } });
    expect((await call("GET", `/blog-auditor/${reply.body.data.id}`, { token: user.token })).status).toBe(404);
    expect(await Counter.read(user.userId, auditorsCounter(user.domainId))).toBe(0);
  }, 240_000);

  it("fails when no selected page can be read, and gives the credits back", async () => {
    const user = await owner(100, [worms.url]);
    const reply = await create(user, { selectedContent: selected(["/gone", "/missing"]) });
    expect(reply.status).toBe(201);
    const result = await finished(user, reply.body.data.id);
    expect(result).toMatchObject({ status: "failed", pros_summary: "", content_analysis: [] });
    expect(result.error).toContain("None of the selected pages could be read");
    const list = await call("GET", `/blog-auditor?domainId=${user.domainId}`, { token: user.token });
    expect(list.body.data.data[0]).toMatchObject({ status: "failed", creditsUsed: 0 });
    // The credits go back just after the audit reads failed.
    await expect.poll(() => balance(user.token)).toBe(100);
    const byStatus = async (status: string) => (await call("GET", `/blog-auditor?domainId=${user.domainId}&status=${status}`, { token: user.token })).body;
    expect((await byStatus("failed")).data.data.map((item: { id: string }) => item.id)).toEqual([reply.body.data.id]);
    expect((await byStatus("completed")).data).toMatchObject({ data: [], pagination: { total: 0 } });
    expect((await byStatus("paused")).message).toBe("status must be one of processing, completed, failed");
  });

  it("cannot be deleted while its run works, and fails with its run when the run died without its worker", async () => {
    const user = await owner(100);
    const auditorId = newAuditorId();
    const runId = await pendingRun({ userId: user.userId, domainId: user.domainId, kind: "seo_audit", credits: 8, agentId: auditorId });
    await AuditorEntity.create({
      userId: user.userId,
      auditorId,
      domainId: user.domainId,
      runId,
      name: "Stuck",
      searchName: "stuck",
      items: [{ id: 1, title: "Basil", url: `${site.url}/basil`, type: "post" }],
      competitors: [worms.url],
      creditsUsed: 8,
    }).go();
    await Counter.add(user.userId, auditorsCounter(user.domainId), 1);
    const busy = await call("DELETE", `/blog-auditor/${auditorId}`, { token: user.token });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe("This audit is still running.");

    await Job.fail({ userId: user.userId, runId }, "No worker picked the run up in time.");
    const result = (await call("GET", `/blog-auditor/${auditorId}`, { token: user.token })).body.data;
    expect(result).toMatchObject({ status: "failed", error: "No worker picked the run up in time." });
    expect((await call("DELETE", `/blog-auditor/${auditorId}`, { token: user.token })).status).toBe(200);
  });
});

describe("the report's summaries", () => {
  const facts: AuditFacts = {
    pagesAudited: 4,
    pagesUnread: [],
    site: { pages: 4, averageWords: 420, structuredShare: 0.25, structuredTypes: ["Article"], averageInternalLinks: 1.5, httpsShare: 1 },
    duplicates: [],
    competitors: { pages: 40, averageWords: 1450, structuredShare: 0.9, structuredTypes: ["Article", "FAQPage"], averageInternalLinks: 6.2, httpsShare: 1 },
    competitorsAnalysed: 2,
    competitorsUnreachable: [],
    averageSeoScore: 58,
    averageReadabilityScore: 81,
    checks: [
      { id: "thin_content", passed: 1, failed: 3 },
      { id: "title_length", passed: 4, failed: 0 },
    ],
    topics: [],
  };

  it("are composed from the facts offline", async () => {
    const { summaries, provider } = await withEnv({ AI_PROVIDER: "offline" }, () => writeSummaries(facts));
    expect(provider).toBeUndefined();
    expect(summaries.cons_summary).toContain(
      "<strong>Expand the content</strong>: <strong>3</strong> of 4 pages have fewer than 300 words (High impact, High effort).",
    );
    expect(summaries.authority_assessment).toContain("your pages average <strong>420</strong> words; the competitors' <strong>1,450</strong>");
    expect(summaries.pros_summary).toContain("A title of 30-60 characters: <strong>4 of 4</strong> pages.");
  });

  it("are phrased by the AI provider from the facts fenced as data, sanitised, and composed offline when it fails", async () => {
    const double = await startOpenAiDouble();
    try {
      const env = {
        AI_PROVIDER: "openai-compatible",
        AI_BASE_URL: `${double.url}/v1`,
        AI_MODEL: "gpt-4o-mini",
        AI_RETRY_ATTEMPTS: "1",
        AI_RETRY_DELAY_MS: "5",
      };
      double.script({
        kind: "post",
        post: {
          pros_summary: '<p onclick="x()">Your titles are <strong>all</strong> the right length.</p><script>alert(1)</script>',
          cons_summary: "<ul><li><a href='https://evil.example'>Expand</a> three thin pages.</li></ul>",
          authority_assessment: "<h1>Competitors</h1><p>They write 1,450 words to your 420.</p>",
        },
      });
      const phrased = await withEnv(env, () => writeSummaries(facts));
      expect(phrased.provider).toBe("openai-compatible");
      expect(phrased.summaries).toEqual({
        pros_summary: "<p>Your titles are <strong>all</strong> the right length.</p>",
        cons_summary: "<ul><li>Expand three thin pages.</li></ul>",
        authority_assessment: "Competitors<p>They write 1,450 words to your 420.</p>",
      });
      const sent = JSON.stringify(double.requests[0]);
      expect(sent).toContain("<site_data>");
      expect(sent).toContain("1,450");

      double.script({ kind: "status", status: 500 });
      const fallback = await withEnv(env, () => writeSummaries(facts));
      expect(fallback.provider).toBeUndefined();
      expect(fallback.summaries.cons_summary).toContain("Expand the content");
    } finally {
      await double.stop();
    }
  });
});
