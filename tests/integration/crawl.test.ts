import { afterEach, describe, expect, it } from "vitest";
import { CRAWLER_USER_AGENT, crawlSite, fetchPage } from "../../packages/core/src/crawl";
import { localPolicy } from "../../packages/core/src/net/guarded-fetch";
import { competitorSite, serveFixtureSite, type FixtureRoutes, type FixtureSite } from "../support/fixture-site";

const sites: FixtureSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

async function serve(...args: Parameters<typeof serveFixtureSite>) {
  const site = await serveFixtureSite(...args);
  sites.push(site);
  return site;
}

const policy = localPolicy;
const page = (title: string, links: string[] = []) =>
  `<html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>Some words about ${title}.</p>${links.map((link) => `<a href="${link}">${link}</a>`).join(" ")}</main></body></html>`;
const paths = (site: FixtureSite, result: { pages: { finalUrl: string }[] }) => result.pages.map((read) => read.finalUrl.slice(site.url.length));

/** A site whose home page links to /p/1 … /p/N, one chain of pages. */
function manyPages(count: number): FixtureRoutes {
  const routes: FixtureRoutes = {
    "/": page(
      "Home",
      Array.from({ length: count }, (_, index) => `/p/${index + 1}`),
    ),
  };
  for (let index = 1; index <= count; index++) routes[`/p/${index}`] = page(`Page ${index}`, ["/"]);
  return routes;
}

describe("crawlSite", () => {
  it("reads robots.txt, the home page, then the pages the sitemap names, even those nothing links to", async () => {
    const site = await serve((url) => ({
      "/robots.txt": `User-agent: *\nDisallow:\n\nSitemap: ${url}/maps/index.xml\n`,
      "/maps/index.xml": `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${url}/maps/posts.xml</loc></sitemap></sitemapindex>`,
      "/maps/posts.xml": `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${url}/hidden-post</loc></url><url><loc>https://elsewhere.example/post</loc></url></urlset>`,
      "/": page("Home"),
      "/hidden-post": page("Hidden post"),
    }));
    const result = await crawlSite(site.url, { policy });
    expect(result).toMatchObject({ origin: site.url, error: null, failed: [], blocked: [], notes: [] });
    expect(paths(site, result)).toEqual(["/", "/hidden-post"]);
    expect(site.hits).toEqual(["/robots.txt", "/", "/maps/index.xml", "/maps/posts.xml", "/hidden-post"]);
  });

  it("falls back to /wp-sitemap.xml, WordPress's own, when robots.txt names none and /sitemap.xml is missing", async () => {
    const site = await serve((url) => ({
      "/wp-sitemap.xml": `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${url}/from-wp-sitemap/</loc></url></urlset>`,
      "/": page("Home"),
      "/from-wp-sitemap/": page("Listed"),
    }));
    const result = await crawlSite(site.url, { policy });
    expect(paths(site, result)).toEqual(["/", "/from-wp-sitemap/"]);
    expect(site.hits.slice(0, 4)).toEqual(["/robots.txt", "/", "/sitemap.xml", "/wp-sitemap.xml"]);
  });

  it("discovers pages through links, breadth first, on the same site only, skipping files, feeds and admin screens", async () => {
    const site = await serve({
      "/": page("Home", ["/a", "/b", "/guide.pdf", "/feed/", "/wp-admin/", "/a?replytocom=3#respond", "https://elsewhere.example/x", "mailto:me@example.com"]),
      "/a": page("A", ["/a/deeper", "/b"]),
      "/b": page("B"),
      "/a/deeper": page("Deeper"),
    });
    const result = await crawlSite(site.url, { policy, perHost: 1 });
    expect(result.error).toBeNull();
    expect(paths(site, result)).toEqual(["/", "/a", "/b", "/a/deeper"]);
    expect(site.hits.filter((hit) => /pdf|feed|wp-admin|replytocom/.test(hit))).toEqual([]);
  });

  it("counts a page reached twice through a redirect once", async () => {
    const site = await serve({ "/": page("Home", ["/?p=12", "/post/"]), "/?p=12": { status: 301, headers: { location: "/post/" } }, "/post/": page("Post") });
    const result = await crawlSite(site.url, { policy, perHost: 1 });
    expect(paths(site, result)).toEqual(["/", "/post/"]);
    expect(result.failed).toEqual([]);
  });

  it("reads at most 20 pages, and fewer when asked", async () => {
    const site = await serve(manyPages(30));
    const capped = await crawlSite(site.url, { policy, maxPages: 50 });
    expect(capped.pages).toHaveLength(20);
    expect(site.hits.filter((hit) => hit === "/" || hit.startsWith("/p/"))).toHaveLength(20);
    const five = await crawlSite(site.url, { policy, maxPages: 5 });
    expect(five.pages).toHaveLength(5);
  });

  it("never requests what robots.txt disallows for its user agent, and lists it as blocked", async () => {
    const site = await serve({
      "/robots.txt": "User-agent: OtherBot\nDisallow: /\n\nUser-agent: SiteCrewAuditor\nDisallow: /private/\nAllow: /private/open\n",
      "/": page("Home", ["/public", "/private/secret", "/private/open"]),
      "/public": page("Public"),
      "/private/secret": page("Secret"),
      "/private/open": page("Open"),
    });
    const result = await crawlSite(site.url, { policy });
    expect(paths(site, result).sort()).toEqual(["/", "/private/open", "/public"]);
    expect(result.blocked).toEqual([`${site.url}/private/secret`]);
    expect(site.hits).not.toContain("/private/secret");
  });

  it("reports a site whose robots.txt forbids everything, without reading its home page", async () => {
    const site = await serve({ "/robots.txt": "User-agent: *\nDisallow: /\n", "/": page("Home") });
    const result = await crawlSite(site.url, { policy });
    expect(result).toMatchObject({ pages: [], blocked: [`${site.url}/`], error: "The site's robots.txt does not allow its home page to be read" });
    expect(site.hits).toEqual(["/robots.txt"]);
  });

  it("reads everything when robots.txt fails, and says so", async () => {
    const site = await serve({ "/robots.txt": { status: 503, body: "down" }, "/": page("Home", ["/a"]), "/a": page("A") });
    const result = await crawlSite(site.url, { policy });
    expect(result.pages).toHaveLength(2);
    expect(result.notes).toEqual(["robots.txt answered 503; pages were read as if it allowed everything."]);
  });

  it("keeps to the per-host limit of requests at once", async () => {
    for (const perHost of [1, 2, 3]) {
      const site = await serve(manyPages(12), { delayMs: 40 });
      const result = await crawlSite(site.url, { policy, perHost });
      expect(result.pages).toHaveLength(13);
      expect(site.maxInFlight, `perHost ${perHost}`).toBe(perHost);
    }
  });

  it("spaces requests by the site's Crawl-delay", async () => {
    const site = await serve({ "/robots.txt": "User-agent: *\nCrawl-delay: 0.3\n", ...manyPages(3) });
    const started = Date.now();
    const result = await crawlSite(site.url, { policy, perHost: 4 });
    expect(result.pages).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("collects pages that fail with the reason, without stopping", async () => {
    const site = await serve({
      "/": page("Home", ["/broken", "/data", "/missing", "/ok"]),
      "/broken": { status: 500, body: "oops" },
      "/data": { headers: { "content-type": "application/json" }, body: "{}" },
      "/ok": page("OK"),
    });
    const result = await crawlSite(site.url, { policy, perHost: 1 });
    expect(paths(site, result)).toEqual(["/", "/ok"]);
    expect(result.failed).toEqual([
      { url: `${site.url}/broken`, reason: "The page answered 500" },
      { url: `${site.url}/data`, reason: "Not an HTML page (application/json)" },
      { url: `${site.url}/missing`, reason: "The page answered 404" },
    ]);
    expect(result.error).toBeNull();
  });

  it("gives an error when the site cannot be reached at all", async () => {
    const site = await serve({ "/": page("Home") });
    await site.close();
    const result = await crawlSite(site.url, { policy });
    expect(result).toMatchObject({ pages: [], error: "The site could not be reached" });
    expect(result.notes).toEqual(["robots.txt could not be read (The site could not be reached); pages were read as if it allowed everything."]);
  });

  it("stops a redirect loop after five hops", async () => {
    const site = await serve({
      "/": page("Home", ["/loop"]),
      "/loop": { status: 302, headers: { location: "/loop-back" } },
      "/loop-back": { status: 301, headers: { location: "/loop" } },
    });
    const result = await crawlSite(site.url, { policy });
    expect(result.failed).toEqual([{ url: `${site.url}/loop`, reason: "The page redirects more than 5 times" }]);
    expect(site.hits.filter((hit) => hit.startsWith("/loop"))).toHaveLength(6);
  });

  it("reads exactly the owner's chosen pages, robots.txt aside, and reports progress", async () => {
    const site = await serve({ "/robots.txt": "User-agent: *\nDisallow: /\n", "/": page("Home", ["/other"]), "/mine/1": page("One"), "/mine/2": page("Two") });
    const progress: [number, number][] = [];
    const result = await crawlSite(site.url, {
      policy,
      urls: [`${site.url}/mine/1`, `${site.url}/mine/2`, `${site.url}/mine/3`],
      ownHost: new URL(site.url).hostname,
      onPage: (done, total) => void progress.push([done, total]),
    });
    expect(paths(site, result).sort()).toEqual(["/mine/1", "/mine/2"]);
    expect(result.failed).toEqual([{ url: `${site.url}/mine/3`, reason: "The page answered 404" }]);
    expect(site.hits.sort()).toEqual(["/mine/1", "/mine/2", "/mine/3"]);
    expect(progress.map(([done]) => done)).toEqual([1, 2, 3]);
    expect(progress.every(([, total]) => total === 3)).toBe(true);
  });

  it("reads chosen pages of another site only where its robots.txt allows", async () => {
    const site = await serve({ "/robots.txt": "User-agent: *\nDisallow: /private/\n", "/open": page("Open"), "/private/page": page("Private") });
    const result = await crawlSite(site.url, { policy, urls: [`${site.url}/open`, `${site.url}/private/page`], ownHost: "audited.example.com" });
    expect(paths(site, result)).toEqual(["/open"]);
    expect(result.blocked).toEqual([`${site.url}/private/page`]);
    expect(result.failed).toEqual([{ url: `${site.url}/private/page`, reason: "The site's robots.txt does not allow this page to be read" }]);
    expect(site.hits).not.toContain("/private/page");
  });

  it("says so when none of the chosen pages can be read", async () => {
    const site = await serve({});
    const result = await crawlSite(site.url, { policy, urls: [`${site.url}/gone`] });
    expect(result.error).toBe("No page of the site could be read: The page answered 404");
  });

  it("stops when told and returns what it read", async () => {
    const site = await serve(manyPages(12), { delayMs: 30 });
    const stop = new AbortController();
    const result = await crawlSite(site.url, {
      policy,
      perHost: 1,
      signal: stop.signal,
      onPage: (done) => {
        if (done === 3) stop.abort();
      },
    });
    expect(result.pages).toHaveLength(3);
    expect(result.failed).toEqual([]);
    expect(site.hits.filter((hit) => hit.startsWith("/p/")).length).toBeLessThanOrEqual(3);
  });

  it("reads a strong competitor site in full, under a *.localhost name", async () => {
    const site = await serve(
      competitorSite({
        name: "Balcony Bloom",
        pages: [
          { path: "/herbs-in-pots", title: "Growing herbs in pots", body: "Herbs love sun.\n\nWater them little and often." },
          { path: "/tomatoes", title: "Balcony tomatoes", body: "Pick a dwarf variety.\n\n## Feeding\n\nFeed weekly once flowers appear." },
        ],
      }),
      { host: "bloom.localhost" },
    );
    const result = await crawlSite(site.url, { policy });
    expect(result.error).toBeNull();
    expect(paths(site, result).sort()).toEqual(["/", "/herbs-in-pots", "/tomatoes"]);
    for (const read of result.pages) {
      expect(read.title.length).toBeGreaterThanOrEqual(50);
      expect(read.title.length).toBeLessThanOrEqual(60);
      expect(read.metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(read.metaDescription.length).toBeLessThanOrEqual(155);
      expect(read.headings.filter((heading) => heading.level === 1)).toHaveLength(1);
      expect(read.headings.some((heading) => heading.level === 2)).toBe(true);
      expect(read.images.every((image) => image.alt)).toBe(true);
      expect(read.structuredData).toEqual(["Article"]);
      expect(read.canonical).toBe(read.finalUrl);
      expect(read.internalLinks.length).toBeGreaterThan(1);
    }
  });
});

describe("fetchPage", () => {
  it("announces itself and reads the page in the charset it declares", async () => {
    const site = await serve({
      "/latin": { headers: { "content-type": "text/html; charset=iso-8859-1" }, body: Buffer.from("<title>Caf\xe9 cr\xe8me</title>", "latin1") },
    });
    const read = await fetchPage(`${site.url}/latin`, { policy });
    expect(read.title).toBe("Café crème");
    expect(site.userAgents).toEqual([CRAWLER_USER_AGENT]);
  });

  it("refuses a page larger than 2 MB", async () => {
    const site = await serve({ "/huge": page("x".repeat(2 * 1024 * 1024)) });
    await expect(fetchPage(`${site.url}/huge`, { policy })).rejects.toThrow("The page is larger than 2 MB");
  });
});
