import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { competitorSite, type FixtureSite, serveFixtureSite } from "../support/fixture-site";
import { addSiteAndSelect, DESKTOP, expectAccessible, signedInOwner, topUp } from "./support";

/**
 * A site owner audits eight posts of a site planted with the defects an SEO professional reads first: featured
 * images shown outside the post's text, thin posts, structured data on three posts only, four meta descriptions
 * from one template (two word for word), two posts with one title. The report states each fact once and never
 * against itself, and its print-ready page prints as a PDF to hand to a client: a cover, at most ten A4 pages for
 * eight posts, tables as wide as the page whose cells wrap between words only (checked against pdftotext's reading
 * of the PDF).
 */

const HOST = "planted-garden.localhost";
/** Poppler's reader of a PDF's text, from Debian's poppler-utils. */
const PDFTOTEXT = "/usr/bin/pdftotext";
const MOST_PAGES = 10;

const SENTENCES = [
  "Tomatoes need warm soil, deep watering and a stake before the first truss sets.",
  "Prune the side shoots every week so the plant puts its strength into the fruit.",
  "Feed with a potash-rich fertiliser once the flowers open, and water at the base.",
  "Harvest in the morning, when the fruit is firm and fully coloured on the vine.",
];

const body = (words: number) => {
  const out: string[] = [];
  for (let index = 0; out.join(" ").split(" ").length < words; index++) out.push(SENTENCES[index % SENTENCES.length]!);
  const text = out.join(" ").split(" ").slice(0, words).join(" ");
  return (text.match(/(?:\S+\s*){1,80}/g) ?? []).map((chunk) => `<p>${chunk.trim()}</p>`).join("\n");
};

const template = (topic: string) =>
  `Everything you need to know about ${topic} in one practical guide: soil, sun, water and harvest, explained step by step for beginners.`;

interface Post {
  slug: string;
  title: string;
  description: string;
  words: number;
  structured?: boolean;
  contentImage?: "with alt" | "without alt";
}

const POSTS: Post[] = [
  { slug: "tomatoes", title: "Growing tomatoes in containers on a sunny patio", description: template("tomatoes"), words: 1175, structured: true },
  { slug: "peppers", title: "Sweet peppers from seed: a season in the greenhouse", description: template("peppers"), words: 620, structured: true },
  { slug: "courgettes", title: "Courgettes that keep cropping until the first frost", description: template("courgettes"), words: 180 },
  { slug: "courgette-care", title: "Courgettes that keep cropping until the first frost", description: template("courgettes"), words: 150 },
  {
    slug: "beans",
    title: "Runner beans on a wigwam: sowing, tying and picking",
    description: "Runner beans climb fast: build a wigwam of canes, sow after the last frost and pick every other day for tender pods all summer.",
    words: 240,
    contentImage: "without alt",
  },
  {
    slug: "lettuce",
    title: "Cut-and-come-again lettuce for a summer of salads",
    description: "Sow a short row of loose-leaf lettuce every three weeks and cut the outer leaves: one bed keeps a family in salad all summer long.",
    words: 210,
    contentImage: "with alt",
  },
  {
    slug: "garlic",
    title: "Planting garlic in autumn for a crop next summer",
    description: "Plant garlic cloves in late autumn, pointed end up, in well-drained soil: they need the cold to split into full bulbs by next summer.",
    words: 260,
  },
  {
    slug: "compost",
    title: "A compost bin that makes crumbly compost in a year",
    description: "Layer greens and browns, turn the heap each month and keep it damp: a simple compost bin gives crumbly compost within a year.",
    words: 880,
    structured: true,
  },
];

/** A WordPress-like post: the theme shows the featured image above the article, with alt text, and names it as og:image. */
function postPage(site: string, post: Post) {
  const image = `${site}/wp-content/uploads/${post.slug}.jpg`;
  const inContent =
    post.contentImage === "with alt"
      ? `<img src="/wp-content/uploads/${post.slug}-row.jpg" alt="A row of ${post.slug}">`
      : post.contentImage === "without alt"
        ? `<img src="/wp-content/uploads/${post.slug}-row.jpg">`
        : "";
  const schema = { "@context": "https://schema.org", "@type": "BlogPosting", headline: post.title };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${post.title}</title>
<meta name="description" content="${post.description}">
<link rel="canonical" href="${site}/${post.slug}/">
<meta property="og:image" content="${image}">
${post.structured ? `<script type="application/ld+json">${JSON.stringify(schema)}</script>` : ""}
</head><body>
<header><a href="/"><img src="/logo.png"></a><nav><a href="/tomatoes/">Tomatoes</a> <a href="/compost/">Compost</a></nav></header>
<main>
<img class="wp-post-image" src="${image.replace(/\.jpg$/, "-1024x683.jpg")}" alt="${post.title}">
<article>
<h1>${post.title}</h1>
${inContent}
${body(post.words)}
<h2>More from the garden</h2>
<p>Read <a href="/tomatoes/">tomatoes in containers</a> and <a href="/compost/">a compost bin</a>.</p>
</article>
</main>
<footer><p>Planted Garden</p></footer>
</body></html>`;
}

const plantedSite = (site: string) => Object.fromEntries(POSTS.map((post) => [`/${post.slug}/`, postPage(site, post)]));

let own: FixtureSite;
const rivals: FixtureSite[] = [];

test.beforeAll(async () => {
  own = await serveFixtureSite(plantedSite, { host: HOST });
  for (const [name, host, titles] of [
    ["Veg Plot Weekly", "veg-plot.localhost", ["Companion planting for tomatoes", "Crop rotation in a small vegetable plot"]],
    ["Grow Your Own Guide", "grow-guide.localhost", ["Succession sowing of salad leaves", "Overwintering onions and garlic"]],
  ] as const) {
    const pages = titles.map((title) => ({
      path: `/${title.toLowerCase().replaceAll(" ", "-")}/`,
      title,
      body: `${title}.\n\n## Companion planting\n\nCompanion planting and crop rotation keep a vegetable plot healthy. Marigolds beside tomatoes keep whitefly away.`,
    }));
    rivals.push(await serveFixtureSite(competitorSite({ name, pages }), { host }));
  }
});

test.afterAll(async () => {
  await Promise.all([own?.close(), ...rivals.map((site) => site.close())]);
});

type Report = {
  status: string;
  pros_summary: string;
  cons_summary: string;
  content_analysis: { url: string; pros: string[]; cons: string[]; improvement_actions: { id: string; description: string }[] }[];
};

async function auditPlantedSite(page: Page): Promise<{ id: string; report: Report }> {
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` };
  const domains = await (await page.request.get("/api/domain", { headers })).json();
  const domain = (domains.data as { id: string; domain_name: string }[]).find((entry) => entry.domain_name.includes(HOST))!;
  const created = await page.request.post("/api/blog-auditor", {
    headers,
    data: {
      userDomainId: domain.id,
      name: "Planted garden audit",
      competitorCount: 2,
      competitors: rivals.map((site) => site.url),
      selectedContent: POSTS.map((post, index) => ({ id: index + 1, title: post.title, url: `${own.url}/${post.slug}/`, type: "post" })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).data as { id: string };
  let report: Report | undefined;
  await expect(async () => {
    report = (await (await page.request.get(`/api/blog-auditor/${id}`, { headers })).json()).data as Report;
    expect(report.status).toBe("completed");
  }).toPass({ timeout: 200_000, intervals: [2_000] });
  return { id, report: report! };
}

/** How often each word of at least four letters occurs in a text. */
function wordCounts(text: string) {
  const counts = new Map<string, number>();
  for (const word of text.match(/[\p{L}][\p{L}'’]{3,}/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

test("the report of a planted site says each fact once, and prints as a client-ready PDF of at most ten pages", async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  await page.setViewportSize(DESKTOP);
  await signedInOwner(page, "audit-print", "Correct-Horse-42");
  await addSiteAndSelect(page, HOST);
  await topUp(page, 100);
  const { id, report } = await auditPlantedSite(page);

  await test.step("no statement contradicts another", () => {
    for (const analysed of report.content_analysis) {
      const said = [...analysed.pros, ...analysed.cons, ...analysed.improvement_actions.map((action) => action.description)].join("\n");
      // Every post has a featured image: none is said to have no image.
      expect(said, analysed.url).not.toMatch(/no image/);
      const ids = analysed.improvement_actions.map((action) => action.id);
      expect(new Set(ids).size, analysed.url).toBe(ids.length);
      expect(ids.filter((check) => check === "images_without_alt" || check === "imageKeyphrase").length, analysed.url).toBeLessThanOrEqual(1);
    }
    // 3 of 8 pass "300 words or more" and "structured data": findings with their counts, not strengths.
    expect(report.pros_summary).not.toMatch(/300 words or more|Structured data|A meta description/);
    expect(report.cons_summary).toContain("<strong>5</strong> of 8 pages have fewer than 300 words");
    expect(report.cons_summary).toContain("<strong>5</strong> of 8 pages have no structured data");
    expect(report.cons_summary).toMatch(/<strong>4<\/strong> pages share one meta description wording, apart from the keyword/);
    expect(report.cons_summary).toMatch(/<strong>2<\/strong> pages share the title “Courgettes that keep cropping until the first frost”/);
    expect(report.cons_summary.match(/Give the page its own title/g)).toHaveLength(1);
  });

  await page.goto(`/add-service/auditor-report/${id}`);
  const article = page.locator("article.audit-report");
  await expect(page.getByRole("heading", { level: 1, name: "Planted garden audit" })).toBeVisible();
  const cover = page.getByRole("region", { name: "Report summary" });
  await expect(cover).toContainText(HOST);
  await expect(cover).toContainText(/Overall SEO score\s*\d+\/100/);
  await expect(cover.getByRole("heading", { name: "Top 5 fixes" })).toBeVisible();
  await expect(cover.getByRole("listitem").filter({ hasText: /on \d+ pages?/ })).toHaveCount(5);
  await expect(cover).toContainText("Veg Plot Weekly");

  await expectAccessible(page, "Audit report of the planted site");
  const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
  const file = testInfo.outputPath("report.pdf");
  writeFileSync(file, pdf);
  const text = execFileSync(PDFTOTEXT, ["-layout", file, "-"], { encoding: "utf8" });
  const pages = text.split("\f").filter((sheet) => sheet.trim()).length;
  console.log(`The planted site's report (8 posts audited) prints on ${pages} A4 pages.`);

  await test.step("at most ten pages, none nearly empty but the cover's last", () => {
    expect(pages).toBeLessThanOrEqual(MOST_PAGES);
    const sheets = text.split("\f").filter((sheet) => sheet.trim());
    for (const [index, sheet] of sheets.slice(1, -1).entries()) {
      expect(sheet.split("\n").filter((line) => line.trim()).length, `page ${index + 2} is nearly empty`).toBeGreaterThan(15);
    }
  });

  await test.step("every table is as wide as the page at most, keeps all its columns and repeats its header", async () => {
    await page.emulateMedia({ media: "print" });
    // An A4 page's printable width at 96 px per inch: 210 mm less 12 mm margins on each side.
    await page.setViewportSize({ width: 703, height: 1000 });
    const tables = await article.locator("table").evaluateAll((elements) =>
      elements.map((table) => ({
        width: table.getBoundingClientRect().width,
        page: document.querySelector("article.audit-report")!.getBoundingClientRect().width,
        header: getComputedStyle(table.querySelector("thead")!).display,
      })),
    );
    expect(tables.length).toBeGreaterThanOrEqual(2);
    for (const table of tables) {
      expect(table.width).toBeLessThanOrEqual(table.page + 0.5);
      expect(table.header).toBe("table-header-group");
    }
    for (const column of ["Performance", "Accessibility", "SEO", "LCP", "CLS", "TBT"]) expect(text).toMatch(new RegExp(`\\b${column}\\b`));
  });

  await test.step("no table cell breaks inside a word", async () => {
    // Words only screen readers get are not printed: they are not counted as shown either.
    await article.locator(".visually-hidden").evaluateAll((elements) => elements.forEach((element) => ((element as HTMLElement).style.display = "none")));
    const cells = await article.locator("th, td").allInnerTexts();
    const shown = wordCounts(await article.innerText());
    const printed = wordCounts(text);
    const broken = [...wordCounts(cells.join("\n")).keys()].filter((word) => (printed.get(word) ?? 0) < (shown.get(word) ?? 0));
    expect(broken, `words of table cells split across lines in the PDF: ${broken.join(", ")}`).toEqual([]);
  });
});
