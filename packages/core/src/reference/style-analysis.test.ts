import { describe, expect, it } from "vitest";
import { pageText } from "./page-text";
import { describeStyle, measureStyle } from "./style-analysis";

const chatty = `<!doctype html><html><head><title>How I grow basil on a tiny balcony &#8211; Green Thumbs</title>
<script>document.write("<p>Not prose.</p>")</script><style>p { color: red }</style></head><body>
<header><nav><a href="/">Home</a><a href="/blog">Blog</a></nav></header>
<article><h1>How I grow basil on a tiny balcony</h1>
<p>So you&rsquo;ve got a balcony the size of a doormat? Don't worry. I've been there, and honestly, it's more than enough for basil!</p>
<p>Here's the thing: basil loves sun. Put your pot where it gets six hours a day. I learned that the hard way &mdash; my first plant sulked for weeks.</p>
<h2>What do you need?</h2>
<ul><li>A pot at least 20 cm wide</li><li>Good potting mix, not garden soil</li><li>A sunny spot</li><li>Water, but not too much</li></ul>
<p>That's it. Really. You don't need fancy gear or a degree in botany. Just start with one plant and see how it goes.</p>
<h2>How often should you water?</h2>
<p>Check the soil with your finger. If the top 2 cm are dry, water it. If it's still damp, wait a day. Basil hates soggy roots, so make sure your pot drains well.</p>
<p>In a hot July week I water every morning. In cooler weeks it's every two or three days. You'll get a feel for it pretty fast!</p>
<h2>When can you harvest?</h2>
<p>Start picking leaves once the plant has six sets of them. Pinch the tops, not the big bottom leaves. It'll grow bushier, and you'll get way more pesto out of it.</p>
<p>Try it this week. Grab a pot, a plant and a sunny corner. You'll be amazed how much one little plant gives you. Got questions? Drop them in the comments and I'll answer every one.</p>
</article><aside><p>Subscribe to our newsletter for weekly tips and offers from our partners.</p></aside>
<footer><p>&copy; 2026 Green Thumbs. All rights reserved.</p></footer></body></html>`;

const report = `<html><head><title>Municipal infrastructure report</title></head><body><main>
<h2>Methodology</h2>
<p>The analysis was conducted across forty-two municipalities between 2019 and 2023. Data were obtained from the national statistics office and were subsequently validated against regional registers maintained by the provincial authorities. Furthermore, structured interviews were carried out with senior administrative officials in order to contextualise the quantitative findings.</p>
<p>Consequently, the results presented in this section should be interpreted with appropriate caution. Municipal reporting practices differ considerably between regions, and the comparability of certain indicators is therefore limited. Nevertheless, the overall trends are consistent across independent sources and across the individual years under review.</p>
<h2>Findings</h2>
<p>Expenditure on public infrastructure increased by 14 per cent over the period under review. However, the distribution of this increase was markedly uneven: municipalities with populations exceeding 100,000 accounted for approximately 71 per cent of the additional spending. Smaller administrative units, by contrast, reported stagnant or declining investment throughout the period.</p>
<p>Moreover, the proportion of expenditure allocated to maintenance, as opposed to new construction, declined steadily. This development is considered problematic by the majority of interviewed officials, who emphasised that deferred maintenance generates substantially higher long-term costs. Accordingly, it is recommended that maintenance budgets be protected through dedicated multi-year allocations.</p>
</main></body></html>`;

describe("the readable text of a page", () => {
  it("keeps the article's headings, paragraphs and list items in order, and nothing around them", () => {
    const page = pageText(chatty);
    expect(page.title).toBe("How I grow basil on a tiny balcony – Green Thumbs");
    expect(page.blocks.slice(0, 3)).toEqual([
      { kind: "heading", text: "How I grow basil on a tiny balcony" },
      {
        kind: "paragraph",
        text: "So you’ve got a balcony the size of a doormat? Don't worry. I've been there, and honestly, it's more than enough for basil!",
      },
      {
        kind: "paragraph",
        text: "Here's the thing: basil loves sun. Put your pot where it gets six hours a day. I learned that the hard way — my first plant sulked for weeks.",
      },
    ]);
    expect(page.blocks.filter((block) => block.kind === "item").map((block) => block.text)).toEqual([
      "A pot at least 20 cm wide",
      "Good potting mix, not garden soil",
      "A sunny spot",
      "Water, but not too much",
    ]);
    const all = page.blocks.map((block) => block.text).join(" ");
    for (const outside of ["Not prose", "color: red", "Home", "Subscribe", "All rights reserved"]) expect(all).not.toContain(outside);
  });

  it("reads the body when there is no article or main element, and decodes numeric entities", () => {
    const page = pageText("<body><div>One &#x263A; two&#33;<br>three</div><p>Four &amp; five &unknown; six</p></body>");
    expect(page.blocks).toEqual([
      { kind: "paragraph", text: "One ☺ two! three" },
      { kind: "paragraph", text: "Four & five &unknown; six" },
    ]);
  });
});

describe("a page's writing style", () => {
  it("measures sentence and paragraph length, questions, lists, person and tone", () => {
    const casual = measureStyle(pageText(chatty));
    expect(casual.wordsPerSentence).toBeLessThan(10);
    expect(casual.longSentenceShare).toBe(0);
    expect(casual.listItemShare).toBeGreaterThan(0.3);
    expect(casual.questionHeadingShare).toBe(0.75);
    expect(casual.second).toBeGreaterThan(casual.firstSingular);
    expect(casual.firstSingular).toBeGreaterThan(1);
    expect(casual.firstPlural).toBe(0);
    expect(casual.contractions).toBeGreaterThan(4);
    expect(casual.english).toBe(true);

    const formal = measureStyle(pageText(report));
    expect(formal.wordsPerSentence).toBeGreaterThan(casual.wordsPerSentence + 5);
    expect(formal.contractions).toBe(0);
    expect(formal.formalMarkers).toBeGreaterThan(2);
    expect(formal.passiveShare).toBeGreaterThan(0.3);
    expect(formal.listItemShare).toBe(0);
    expect(formal.readingEase).toBeLessThan(casual.readingEase - 40);
  });

  it("describes the two pages as the different writers they are", () => {
    const casual = describeStyle(measureStyle(pageText(chatty)), "greenthumbs.example");
    expect(casual).toContain("Write in the style of greenthumbs.example.");
    expect(casual).toContain("Tone: casual");
    expect(casual).toContain('Address the reader directly as "you"; write in the first person ("I")');
    expect(casual).toContain("Keep sentences short");
    expect(casual).toContain("Phrase many subheadings as questions");
    expect(casual).toContain("bulleted or numbered lists");
    expect(casual).toContain("Use contractions");
    expect(casual).toMatch(/reading level around grade 5 or below/);

    const formal = describeStyle(measureStyle(pageText(report)), "a report");
    expect(formal).toContain("Tone: formal");
    expect(formal).toContain("impersonal, third-person point of view");
    expect(formal).toContain("Avoid contractions.");
    expect(formal).toContain("Avoid exclamation marks.");
    expect(formal).toContain("flowing prose paragraphs rather than lists");
    expect(formal).toContain("passive voice is acceptable");
    expect(formal).toContain("Support points with numbers");
    expect(formal).not.toContain("Keep sentences short");
  });

  it("gives the same description for the same page every time", () => {
    const brief = () => describeStyle(measureStyle(pageText(chatty)), "x");
    expect(brief()).toBe(brief());
  });

  it("does not split sentences at abbreviations or initials", () => {
    const page = {
      title: "",
      blocks: [
        { kind: "paragraph" as const, text: "Dr. Smith met J. Jones at 9 a.m. in St. Louis, e.g. the old market. They talked for hours. Then they left." },
      ],
    };
    expect(measureStyle(page).sentences).toBe(3);
  });

  it("keeps to structure for text that is not English", () => {
    const german = Array.from(
      { length: 6 },
      () => "<p>Der Garten ist klein. Die Pflanzen wachsen trotzdem gut, wenn sie genug Sonne bekommen. Wasser brauchen sie jeden zweiten Tag.</p>",
    ).join("");
    const measures = measureStyle(pageText(`<article>${german}</article>`));
    expect(measures.english).toBe(false);
    const text = describeStyle(measures, "garten.example");
    expect(text).toContain("Keep sentences short");
    expect(text).not.toContain("Tone:");
    expect(text).not.toContain("Flesch");
  });
});
