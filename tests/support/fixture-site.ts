import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FixtureRoute = string | { status?: number; headers?: Record<string, string>; body?: string | Buffer };
export type FixtureRoutes = Record<string, FixtureRoute>;

export interface FixtureSite {
  /** http://127.0.0.1:PORT, or http://HOST:PORT when a host name was asked for. */
  url: string;
  /** Paths requested (with their query), in order. */
  hits: string[];
  /** The User-Agent header of each request, in the same order. */
  userAgents: string[];
  /** The most requests the site was answering at the same moment. */
  readonly maxInFlight: number;
  close(): Promise<void>;
}

export interface FixtureOptions {
  /**
   * A name for the site's address, e.g. "rival.localhost": *.localhost always reaches loopback,
   * and two fixture sites with different names count as different sites.
   */
  host?: string;
  /** Each answer waits this long, so overlapping requests can be seen. */
  delayMs?: number;
}

const TYPES: Record<string, string> = { txt: "text/plain", xml: "application/xml", json: "application/json" };
const typeOf = (path: string) => `${TYPES[/\.(\w+)$/.exec(path)?.[1] ?? ""] ?? "text/html"}; charset=utf-8`;

/**
 * Serves a small site on 127.0.0.1 at a random port. A string route answers 200 with a content
 * type from its extension (HTML by default); an object sets status, headers and body. Routes match
 * the path with its query first, then the path alone; anything else answers 404. `routes` may be a
 * function of the site's URL, for pages that must name their own absolute addresses.
 */
export async function serveFixtureSite(routes: FixtureRoutes | ((url: string) => FixtureRoutes), options: FixtureOptions = {}): Promise<FixtureSite> {
  const hits: string[] = [];
  const userAgents: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let table: FixtureRoutes = {};
  const answer = (response: ServerResponse, path: string, route: FixtureRoute | undefined) => {
    if (route === undefined) return response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
    const { status = 200, headers = {}, body = "" } = typeof route === "string" ? { body: route } : route;
    response.writeHead(status, { "content-type": typeOf(path), ...headers }).end(body);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fixture");
    hits.push(url.pathname + url.search);
    userAgents.push(request.headers["user-agent"] ?? "");
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.on("close", () => inFlight--);
    setTimeout(() => answer(response, url.pathname, table[url.pathname + url.search] ?? table[url.pathname]), options.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://${options.host ?? "127.0.0.1"}:${(server.address() as AddressInfo).port}`;
  table = typeof routes === "function" ? routes(url) : routes;
  return {
    url,
    hits,
    userAgents,
    get maxInFlight() {
      return maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface CompetitorTopic {
  /** The site's name, shown in titles and as the publisher. */
  name: string;
  /** The articles; `body` is paragraphs separated by blank lines, a line starting "## " is a subheading. */
  pages: { path: string; title: string; body: string }[];
}

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);
const FILLERS = ["Guide", "Tips", "Ideas", "Advice", "Basics", "Steps"];

/** A title of 50-60 characters, the length search results show whole. */
function seoTitle(title: string, name: string) {
  let text = `${title} | ${name}`;
  for (const word of FILLERS) if (text.length < 50) text = `${text} ${word}`;
  return text.length > 60 ? `${text.slice(0, 57).trimEnd()}...` : text;
}

/** A meta description of 120-155 characters taken from the article's own text. */
function description(title: string, body: string) {
  let text = `${title}: ${body
    .replace(/^## .*$/gm, "")
    .replace(/\s+/g, " ")
    .trim()}`;
  while (text.length < 120) text = `${text} ${title}.`;
  return text.length > 155 ? `${text.slice(0, 152).replace(/\s+\S*$/, "")}...` : text;
}

function article(site: string, name: string, page: CompetitorTopic["pages"][number], all: CompetitorTopic["pages"]) {
  const address = `${site}${page.path}`;
  const blocks = page.body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  if (!blocks.some((block) => block.startsWith("## "))) blocks.splice(Math.ceil(blocks.length / 2), 0, `## More about ${page.title}`);
  const related = all.filter((other) => other !== page);
  const schema = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: page.title,
    author: { "@type": "Organization", name },
    publisher: { "@type": "Organization", name },
    mainEntityOfPage: address,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(seoTitle(page.title, name))}</title>
<meta name="description" content="${escape(description(page.title, page.body))}">
<link rel="canonical" href="${address}">
<meta property="og:type" content="article">
<meta property="og:title" content="${escape(page.title)}">
<meta property="og:url" content="${address}">
<meta property="og:image" content="${site}/images${page.path.replace(/\/$/, "") || "/home"}.jpg">
<script type="application/ld+json">${JSON.stringify(schema)}</script>
</head>
<body>
<header><nav><a href="/">${escape(name)}</a> ${all.map((other) => `<a href="${other.path}">${escape(other.title)}</a>`).join(" ")}</nav></header>
<main><article>
<h1>${escape(page.title)}</h1>
<img src="/images${page.path.replace(/\/$/, "") || "/home"}.jpg" alt="${escape(page.title)}" width="800" height="450">
${blocks.map((block) => (block.startsWith("## ") ? `<h2>${escape(block.slice(3))}</h2>` : `<p>${escape(block)}</p>`)).join("\n")}
${related.length ? `<h2>Related reading</h2>\n<ul>${related.map((other) => `<li><a href="${other.path}">${escape(other.title)}</a></li>`).join("")}</ul>` : ""}
</article></main>
<footer><p>© ${escape(name)}</p></footer>
</body>
</html>`;
}

/**
 * A competitor's site with strong on-page SEO, for `serveFixtureSite`: every article has a
 * 50-60 character title, a meta description, one H1, H2s, an image with alt text, a canonical
 * link, JSON-LD Article data and links to the other articles; the home page lists them all, and
 * robots.txt points to a sitemap.xml that names every page.
 */
export function competitorSite(topic: CompetitorTopic): (url: string) => FixtureRoutes {
  return (site) => {
    const routes: FixtureRoutes = {};
    for (const page of topic.pages) routes[page.path] = article(site, topic.name, page, topic.pages);
    if (!routes["/"]) {
      const intro = topic.pages.map((page) => `${page.title}. ${page.body.split(/\n\s*\n/)[0]}`).join("\n\n");
      routes["/"] = article(site, topic.name, { path: "/", title: `${topic.name}: articles and guides`, body: intro }, topic.pages);
    }
    const paths = Object.keys(routes);
    routes["/sitemap.xml"] = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${site}${path}</loc></url>`).join("\n")}
</urlset>`;
    routes["/robots.txt"] = `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`;
    return routes;
  };
}
