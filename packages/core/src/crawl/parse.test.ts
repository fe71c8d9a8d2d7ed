import { describe, expect, it } from "vitest";
import { parsePage } from "./parse";

const ARTICLE = `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>  Brewing   coffee at home: a complete guide </title>
  <META NAME="Description" content=" How to brew great coffee at home. ">
  <meta name="robots" content="noindex, follow">
  <link rel="stylesheet" href="/style.css">
  <link rel="Canonical" href="/guides/coffee/#top">
  <meta property="og:title" content="Brewing coffee">
  <meta property="og:image" content="https://cdn.example.com/a.jpg">
  <meta property="og:image" content="https://cdn.example.com/b.jpg">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Coffee"}</script>
  <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":["BreadcrumbList","Thing"]}]}</script>
  <script type="application/ld+json">{ not json </script>
  <script type="application/ld+json"><!-- [{"@type":"FAQPage"}] --></script>
  <script src="/app.js"></script>
  <script type="module">import "/x.js";</script>
</head>
<body>
  <header><nav><a href="/">Home</a> <a href="https://www.example.com/about">About</a></nav></header>
  <article>
    <h1>Brewing coffee</h1>
    <p>Good coffee starts<br>with fresh beans.</p>
    <h2>Grinding</h2>
    <p>Grind just before you brew. See <a href="grinders?x=1#best">grinders</a>, <a href="#top">top</a>,
      <a href="mailto:me@example.com">mail</a>, <a href="javascript:void(0)">js</a> and
      <a href="https://other.org/beans#a">beans</a>.</p>
    <img src="/img/grinder.jpg" alt="A burr grinder">
    <img src="data:image/gif;base64,R0lGOD" data-src="/img/lazy.jpg">
    <img src="/img/empty.jpg" alt="">
    <h3></h3>
    <script>var tracking = "not content";</script>
    <style>.x { color: red }</style>
    <footer>Posted in Coffee</footer>
  </article>
  <footer><a href="https://other.org/beans">Beans again</a> <a href="http://example.com/privacy">Privacy</a></footer>
</body>
</html>`;

describe("parsePage", () => {
  const page = parsePage(ARTICLE, "https://example.com/coffee", "https://example.com/guides/coffee/", 200);

  it("reads the head: title, description, canonical, robots, language, Open Graph", () => {
    expect(page).toMatchObject({
      url: "https://example.com/coffee",
      finalUrl: "https://example.com/guides/coffee/",
      status: 200,
      https: true,
      title: "Brewing coffee at home: a complete guide",
      metaDescription: "How to brew great coffee at home.",
      canonical: "https://example.com/guides/coffee/",
      robots: "noindex, follow",
      lang: "en-GB",
      openGraph: { "og:title": "Brewing coffee", "og:image": "https://cdn.example.com/a.jpg" },
    });
  });

  it("lists headings in order with their levels, empty ones included", () => {
    expect(page.headings).toEqual([
      { level: 1, text: "Brewing coffee" },
      { level: 2, text: "Grinding" },
      { level: 3, text: "" },
    ]);
  });

  it("takes the text of the article only, without scripts, styles and chrome", () => {
    expect(page.text).toBe(
      "Brewing coffee\nGood coffee starts\nwith fresh beans.\nGrinding\nGrind just before you brew. See grinders, top, mail, js and beans.",
    );
    expect(page.wordCount).toBe(21);
    expect(page.contentHtml).toContain("<h2>Grinding</h2>");
    expect(page.contentHtml).not.toMatch(/tracking|color: red/);
    expect(page.contentHtml).toContain("Posted in Coffee");
  });

  it("resolves links against the answering address, drops fragments and sorts them by site", () => {
    expect(page.internalLinks).toEqual([
      "https://example.com/",
      "https://www.example.com/about",
      "https://example.com/guides/coffee/grinders?x=1",
      "http://example.com/privacy",
    ]);
    expect(page.externalLinks).toEqual(["https://other.org/beans"]);
  });

  it("lists images with their alt text: missing is null, empty stays empty, lazy ones use their real address", () => {
    expect(page.images).toEqual([
      { src: "https://example.com/img/grinder.jpg", alt: "A burr grinder" },
      { src: "https://example.com/img/lazy.jpg", alt: null },
      { src: "https://example.com/img/empty.jpg", alt: "" },
    ]);
  });

  it("collects JSON-LD types from arrays and @graph, ignoring blocks that are not JSON", () => {
    expect(page.structuredData).toEqual(["Article", "WebPage", "BreadcrumbList", "Thing", "FAQPage"]);
  });

  it("counts executable scripts, not data blocks, and measures the HTML in bytes", () => {
    expect(page.scripts).toBe(3);
    expect(page.htmlBytes).toBe(Buffer.byteLength(ARTICLE));
  });

  it("uses <base href> for relative addresses and reports plain http", () => {
    const based = parsePage(
      `<html><head><base href="http://cdn.example.net/docs/"></head><body><main><a href="page">p</a><img src="i.png"></main></body></html>`,
      "http://example.net/",
    );
    expect(based.internalLinks).toEqual([]);
    expect(based.externalLinks).toEqual(["http://cdn.example.net/docs/page"]);
    expect(based.images).toEqual([{ src: "http://cdn.example.net/docs/i.png", alt: null }]);
    expect(based.https).toBe(false);
    expect(based.finalUrl).toBe("http://example.net/");
  });

  it("reads a listing page's main element rather than its first teaser, and reports what is absent", () => {
    const listing = parsePage(
      `<html><body><nav>Menu words here</nav><main><article><h2>One</h2><p>First teaser.</p></article><article><h2>Two</h2><p>Second teaser.</p></article></main></body></html>`,
      "https://blog.example/",
    );
    expect(listing.text).toBe("One\nFirst teaser.\nTwo\nSecond teaser.");
    expect(listing.wordCount).toBe(6);
    expect(listing).toMatchObject({ title: "", metaDescription: "", canonical: null, robots: null, lang: null, structuredData: [], openGraph: {}, scripts: 0 });
  });

  it("falls back to the body, without its header and footer", () => {
    const plain = parsePage(
      `<html><body><header>Site name</header><p>Just one paragraph of text.</p><footer>© 2024</footer></body></html>`,
      "https://x.example/",
    );
    expect(plain.text).toBe("Just one paragraph of text.");
    expect(plain.wordCount).toBe(5);
  });
});
