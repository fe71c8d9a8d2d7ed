import { describe, expect, it } from "vitest";
import { compose } from "../ai/offline/compose";
import type { BlogBrief } from "../ai/schema";
import { plainText, sanitizePost, sanitizePostHtml } from "./sanitize";

/** Markup that runs code, loads another document or styles the page; none of it may reach a site. */
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<img src="https://cdn.example/a.png" onerror="alert(1)" alt="a">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  "<svg onload=alert(1)>",
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<form action="https://evil.example"><input name="q"><button formaction="javascript:alert(1)">Go</button></form>',
  '<p onclick="alert(1)" onmouseover="alert(1)">handlers</p>',
  '<h2 onfocus="alert(1)" tabindex="1" id="x" class="y">heading</h2>',
  '<td onpointerenter="alert(1)">cell</td>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">',
  "<style>body{display:none}</style>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
];

/** What a payload must not leave behind, in any letter case. */
const FORBIDDEN = [
  /<script/i,
  /<iframe/i,
  /<svg/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<object/i,
  /<embed/i,
  /<meta/i,
  /<base/i,
  /<style/i,
  /<math/i,
  /\bon[a-z]+\s*=/i,
  /javascript:/i,
  /data:/i,
  /style\s*=/i,
  /class\s*=/i,
  /\bid\s*=/i,
];

const ALLOWED_MARKUP = [
  "<h2>Planting</h2><h3>When</h3><h4>Where</h4>",
  '<p>Sun, <strong>water</strong> and <em>patience</em>; see <a href="https://green.example/soil/?a=1&amp;b=2">soil</a>, <a href="/compost/">compost</a> or <a href="#faq">the FAQ</a>.</p>',
  "<ul><li>Basil</li><li>Mint</li></ul><ol><li>Sow</li><li>Water</li></ol>",
  "<blockquote><p>Water early.</p></blockquote>",
  '<figure><img src="https://green.example/basil.jpg" alt="Basil in a pot" /><figcaption>Basil</figcaption></figure>',
  '<table><caption>Sowing</caption><thead><tr><th scope="col">Herb</th><th>Month</th></tr></thead><tbody><tr><td colspan="2">Basil</td></tr></tbody><tfoot><tr><td>1</td><td>2</td></tr></tfoot></table>',
].join("\n");

const brief = (language: string, index: number): BlogBrief => ({
  language,
  style: "Friendly and practical",
  focusKeyword: ["balcony herbs", "container vegetables", "home composting"][index % 3]!,
  keywords: ["balcony herbs", "container vegetables", "home composting"],
  categories: ["Gardening"],
  niche: "Gardening",
  audience: "balcony gardeners",
  purpose: "We help balcony gardeners grow food & flowers.",
  features: ["Weekly planting guides", "Expert Q&A"],
  siteName: "Green & Co",
  siteUrl: "https://green.example",
  existingPosts: Array.from({ length: index % 5 }, (_, i) => ({ title: `Post ${i} & more`, url: `https://green.example/post-${i}/?a=1&b=2` })),
  seed: `agt_${language}_${index}`,
});

describe("post HTML", () => {
  it("keeps none of the payloads", () => {
    for (const payload of PAYLOADS) {
      const clean = sanitizePostHtml(`<p>before</p>${payload}<p>after</p>`);
      for (const pattern of FORBIDDEN) expect(clean, payload).not.toMatch(pattern);
      expect(clean, payload).toMatch(/^<p>before<\/p>/);
    }
  });

  it("keeps the text of tags it drops, and nothing of scripts, styles and frames", () => {
    expect(sanitizePostHtml("<div><span>kept</span></div><script>gone()</script><style>p{}</style><iframe>gone</iframe>")).toBe("kept");
    expect(sanitizePostHtml('<p onclick="alert(1)" style="color:red">text</p>')).toBe("<p>text</p>");
    expect(sanitizePostHtml('<a href="javascript:alert(1)">link text</a>')).toBe("<a>link text</a>");
  });

  it("keeps the allowed markup as it is", () => {
    expect(sanitizePostHtml(ALLOWED_MARKUP)).toBe(ALLOWED_MARKUP);
  });

  it("keeps the text-level markup of an owner's own post, which the optimizer rewrites in place", () => {
    const owners =
      "<h5>Tools</h5><p>Line one<br />line two</p><pre><code>npm start</code></pre><hr /><p><b>B</b> <i>I</i> H<sub>2</sub>O <del>old</del> <ins>new</ins></p>";
    expect(sanitizePostHtml(owners)).toBe(owners);
    expect(sanitizePostHtml('<code onclick="alert(1)" class="x">a</code>')).toBe("<code>a</code>");
  });

  it("takes images only from absolute http(s) addresses", () => {
    expect(sanitizePostHtml('<img src="/uploads/a.png" alt="a">')).toBe("");
    expect(sanitizePostHtml('<img src="//cdn.example/a.png" alt="a">')).toBe("");
    expect(sanitizePostHtml('<img src="http://cdn.example/a.png" alt="a" width="10">')).toBe('<img src="http://cdn.example/a.png" alt="a" />');
  });

  it("passes what the offline writer produces unchanged, in every language it writes", () => {
    for (const language of ["en", "de", "es", "fr"]) {
      for (let index = 0; index < 8; index++) {
        const { post } = compose(brief(language, index));
        expect(sanitizePostHtml(post.content), `${language} ${index}`).toBe(post.content);
        expect(plainText(post.title)).toBe(post.title);
        expect(plainText(post.excerpt)).toBe(post.excerpt);
        expect(plainText(post.meta_description)).toBe(post.meta_description);
      }
    }
  });
});

describe("plain text", () => {
  it("strips tags and decodes entities once", () => {
    expect(plainText("<b>Herbs</b> &amp; <em>spices</em> &#8211; a guide&nbsp;")).toBe("Herbs & spices – a guide");
    expect(plainText("Tom &amp;amp; Jerry")).toBe("Tom &amp; Jerry");
    expect(plainText("3 &lt; 5 and 5 > 3")).toBe("3 < 5 and 5 > 3");
  });

  it("leaves no markup, also where entities spelled it out", () => {
    for (const text of [
      "<script>alert(1)</script>Herbs",
      "&lt;script&gt;alert(1)&lt;/script&gt;Herbs",
      "&lt;img src=x onerror=alert(1)&gt;Herbs",
      "<img src=x onerror=alert(1)>Herbs",
    ]) {
      expect(plainText(text), text).toBe("Herbs");
    }
    expect(plainText("Herbs <b")).not.toMatch(/</);
  });

  it("makes one line of a title, and keeps the paragraphs of an excerpt", () => {
    expect(plainText("  Herbs\n\n on a\tbalcony\u0000 ")).toBe("Herbs on a balcony");
    expect(plainText("First  line\r\nsecond <em>line</em>\n\n\n\nNext paragraph ", { lines: true })).toBe("First line\nsecond line\n\nNext paragraph");
  });
});

describe("a post's fields", () => {
  it("cleans each field given, by its kind, and adds none", () => {
    const post = sanitizePost({
      title: "<em>Herbs</em> &amp; more",
      content: '<p onclick="x()">Body</p><script>x()</script>',
      status: "draft" as const,
      seo: { title: "<b>SEO</b> title", description: "Desc &lt;script&gt;x()&lt;/script&gt;" },
    });
    expect(post).toEqual({ title: "Herbs & more", content: "<p>Body</p>", status: "draft", seo: { title: "SEO title", description: "Desc" } });
    expect(sanitizePost({ excerpt: "<p>One</p>\n\n<p>Two</p>" })).toEqual({ excerpt: "One\n\nTwo" });
    expect(sanitizePost({})).toEqual({});
  });
});
