import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { type MarkupNode, sanitizeNodes } from "./summary-html";

// cheerio parses with parse5, the HTML standard's parser, as the browser's DOMParser does.
const clean = (html: string) => sanitizeNodes(load(html, null, false).root()[0] as unknown as MarkupNode);

describe("sanitizeNodes", () => {
  it("keeps paragraphs, lists, bold, italics and line breaks", () => {
    const html = "<p>Your pages load <strong>fast</strong>.<br>Keep it <em>up</em>.</p><ul><li>One H1</li></ul><ol><li>First</li></ol>";
    expect(clean(html)).toBe(html);
  });

  it("drops every attribute", () => {
    expect(clean('<p class="x" onclick="steal()" style="color:red">Hello</p>')).toBe("<p>Hello</p>");
    expect(clean('<strong onmouseover="alert(1)">bold</strong>')).toBe("<strong>bold</strong>");
  });

  it("drops scripts, styles and frames with what is inside them", () => {
    expect(clean("<p>Safe</p><script>alert(1)</script><style>p{}</style><iframe src=x>frame</iframe>")).toBe("<p>Safe</p>");
    expect(clean("<svg><script>alert(1)</script></svg><p>After</p>")).toBe("<p>After</p>");
  });

  it("keeps the text of other elements without them", () => {
    expect(clean('<p>Read <a href="javascript:alert(1)">this guide</a> and <img src=x onerror=alert(1)>more</p>')).toBe("<p>Read this guide and more</p>");
    expect(clean("<div><h2>Heading</h2><p>Body</p></div>")).toBe("Heading<p>Body</p>");
  });

  it("escapes text so it cannot become markup", () => {
    expect(clean("<p>5 &lt; 6 &amp; &lt;script&gt;</p>")).toBe("<p>5 &lt; 6 &amp; &lt;script&gt;</p>");
  });

  it("drops comments", () => {
    expect(clean("<p>A<!-- <script>x</script> -->B</p>")).toBe("<p>AB</p>");
  });
});
