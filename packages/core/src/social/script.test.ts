import { describe, expect, it } from "vitest";
import { narratedLanguages, narratorFor, VIDEO_LANGUAGES } from "./narrator";
import { detectLanguage } from "./post-language";
import { extractiveScript, narrationOf, postText, sceneWords, shorten, spokenUnits, TARGET_SECONDS, unitsPerSecond, writeScript } from "./script";
import { imageUrls } from "./visuals";

const COMPOST = [
  "Composting on a balcony turns kitchen scraps into rich soil for your pots.",
  "A small compost bin with a lid fits in any corner of the balcony.",
  "My neighbour once painted her door a bright shade of yellow.",
  "Mix the scraps with dry leaves or shredded paper so the compost stays airy.",
  "Turn the compost once a week and keep it as moist as a wrung-out sponge.",
  "Avoid meat and dairy, because they make the compost smell.",
  "After about eight weeks the compost is dark, crumbly and ready for your herbs.",
];

const html = (sentences: string[]) => sentences.map((sentence) => `<p>${sentence}</p>`).join("\n");

describe("the post's text", () => {
  it("leaves out markup, scripts, styles, captions, shortcodes and entities", () => {
    const text = postText(
      `<!-- wp:paragraph --><p>Basil &amp; mint grow&nbsp;well.</p><!-- /wp:paragraph -->
       <script>alert("x")</script><style>p { color: red }</style>
       <figure><img src="a.jpg"><figcaption>A caption nobody reads aloud</figcaption></figure>
       [caption id="1"]<img src="b.jpg"> Another caption[/caption]
       [gallery ids="1,2"]<h2>Watering</h2><ul><li>Water in the morning</li></ul><h2>Questions about espresso?</h2>`,
    ).join(" ");
    // A heading keeps its own punctuation: "espresso?", never "espresso?.".
    expect(text).toBe("Basil & mint grow well. Watering. Water in the morning Questions about espresso?");
  });
});

const ESPRESSO = `<p>Great espresso at home needs fresh beans, a fine grind and about thirty seconds of patience.</p>
<p>Here is what we learned behind the counter.</p>
<h2>Start with fresh beans</h2><p>Buy whole beans roasted in the last two to four weeks. Stale beans give thin, sour shots.</p>
<h2>Dial in the grind</h2><p>A double shot should take 25 to 30 seconds for about 36 grams of coffee in the cup. If it runs faster, grind finer.</p>
<h2>What to avoid with espresso</h2><ul><li>Tamping too hard</li><li>Dirty baskets</li></ul>
<p>Never leave old grounds in the portafilter, because they make the next shot bitter.</p>
<h2>Questions people ask on home espresso</h2><h3>Do I need an expensive machine?</h3><p>No, a good grinder matters more than the machine.</p>
<h3>How much coffee goes in a double shot?</h3><p>Most baristas use 18 grams of ground coffee for a double shot.</p>
<h2>Milk</h2><p>Steam whole milk to about 60 degrees, so it stays sweet and silky.</p>`;
const ESPRESSO_HEADINGS = [
  "Start with fresh beans",
  "Dial in the grind",
  "What to avoid with espresso",
  "Questions people ask on home espresso",
  "Do I need an expensive machine?",
  "How much coffee goes in a double shot?",
  "Milk",
  "Tamping too hard",
  "Dirty baskets",
];

describe("the offline script", () => {
  const script = extractiveScript("Home espresso, a barista's guide", ESPRESSO, "en", "Bean There");
  const said = (role: string) => script.parts.filter((part) => part.role === role).map((part) => part.text);

  it("opens with a hook from the post's sentences, makes a point from each section's body and closes with the site's name", () => {
    expect(said("hook")).toEqual(["Great espresso at home needs fresh beans, a fine grind and about thirty seconds of patience."]);
    const points = said("point");
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.length).toBeLessThanOrEqual(5);
    expect(points[0]).toBe("Buy whole beans roasted in the last two to four weeks. Stale beans give thin, sour shots.");
    expect(points).toContain("Never leave old grounds in the portafilter, because they make the next shot bitter.");
    expect(said("closing")).toEqual(["Read the whole post on Bean There."]);
    expect(script.parts.map((part) => part.role)).toEqual(["hook", ...points.map(() => "point"), "closing"]);
  });

  it("reads no heading, FAQ question or list label, nor an answer that needs its question", () => {
    const narration = narrationOf(script).toLowerCase();
    for (const heading of ESPRESSO_HEADINGS.filter((heading) => heading.includes(" "))) expect(narration).not.toContain(heading.toLowerCase());
    for (const part of script.parts)
      expect(ESPRESSO_HEADINGS.map((heading) => heading.toLowerCase())).not.toContain(part.text.toLowerCase().replace(/[.?]$/, ""));
    expect(narration).not.toContain("no, a good grinder");
    // Headings are what the scenes show large instead.
    expect(script.parts.filter((part) => part.role === "point").map((part) => part.words)).toContain("Start with fresh beans");
  });

  it("shows a section's heading large over its scene, or the point's longest words when the heading is long", () => {
    expect(sceneWords({ text: "Most baristas use 18 grams.", heading: "How much coffee goes in a double shot?" })).toBe(
      "How much coffee goes in a double shot?",
    );
    expect(sceneWords({ text: "Grind finer when a shot runs fast.", heading: "Dial in the grind." })).toBe("Dial in the grind");
    expect(sceneWords({ text: "Steam whole milk to sixty degrees, so it stays sweet and silky." })).toBe("Steam whole degrees");
  });

  it("lasts 20 to 45 seconds of speech, each point a few seconds", () => {
    const seconds = spokenUnits(narrationOf(script), "en") / unitsPerSecond("en");
    expect(seconds).toBeGreaterThanOrEqual(20);
    expect(seconds).toBeLessThanOrEqual(45);
    for (const point of said("point")) expect(spokenUnits(point, "en") / unitsPerSecond("en")).toBeLessThanOrEqual(8);
  });

  it("gives a post without headings its points from its weightiest sentences, in the post's order", () => {
    const flat = extractiveScript("Balcony composting", html(COMPOST), "en", "Green Thumbs");
    const points = flat.parts.filter((part) => part.role === "point").map((part) => part.text);
    expect(flat.parts[0]!.text).toBe(COMPOST[0]);
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.every((point) => COMPOST.includes(point))).toBe(true);
    expect(points.map((point) => COMPOST.indexOf(point))).toEqual([...points.map((point) => COMPOST.indexOf(point))].sort((a, b) => a - b));
    expect(points.filter((point) => point.includes("door"))).toEqual([]);
  });

  it("cuts a post that says too much to the time of a short video, and a single endless sentence to fit", () => {
    const sections = Array.from(
      { length: 12 },
      (_, index) => `<h2>Step ${index + 1}</h2><p>${COMPOST[index % COMPOST.length]} ${COMPOST[(index + 3) % COMPOST.length]}</p>`,
    );
    const long = extractiveScript("Balcony composting", `<p>${COMPOST[0]}</p>${sections.join("")}`, "en", "Green Thumbs");
    expect(spokenUnits(narrationOf(long), "en")).toBeLessThanOrEqual(TARGET_SECONDS * unitsPerSecond("en"));
    const endless = Array.from({ length: 400 }, (_, index) => `word${index}`).join(" ");
    const cut = extractiveScript("Long", `<p>${endless}.</p>`, "en", "Green Thumbs");
    expect(spokenUnits(narrationOf(cut), "en")).toBeLessThanOrEqual(TARGET_SECONDS * unitsPerSecond("en"));
    expect(cut.parts[0]!.text).toMatch(/^word0 word1 .*…$/);
  });

  it("closes in the post's language", () => {
    const german = extractiveScript("Kompost", html(["Kompost auf dem Balkon ist einfacher, als die meisten Menschen denken."]), "de", "Grüner Daumen");
    expect(german.parts.at(-1)!.text).toBe("Den ganzen Beitrag lesen Sie auf Grüner Daumen.");
  });

  it("shortens by its last points, keeping the hook and the closing", () => {
    const shorter = shorten(script, 0.6);
    expect(shorter.parts[0]).toEqual(script.parts[0]);
    expect(shorter.parts.at(-1)).toEqual(script.parts.at(-1));
    expect(shorter.words).toBeLessThan(script.words * 0.75);
  });

  it("refuses a post without text, and a language it cannot translate into", async () => {
    const request = { title: "Empty", language: "en" as const, instruction: "", siteLanguage: () => Promise.resolve("en" as const), siteName: "Green Thumbs" };
    await expect(writeScript({ ...request, html: "<p> </p><figure><img src='a.jpg'></figure>" })).rejects.toThrow("The post has no text to narrate.");
    await expect(writeScript({ ...request, html: html(COMPOST), language: "de" })).rejects.toThrow(
      "This post is in English: a video in German needs an AI provider to translate it.",
    );
  });
});

describe("the post's language", () => {
  it("is told by its script or its commonest words", () => {
    expect(detectLanguage(COMPOST.join(" "))).toBe("en");
    expect(
      detectLanguage("Der Kompost auf dem Balkon ist einfach. Sie brauchen nur einen Eimer mit Deckel und etwas Laub, und das ist auch schon alles."),
    ).toBe("de");
    expect(
      detectLanguage("Le compost sur le balcon est simple. Il suffit d'un seau avec un couvercle et des feuilles pour que tout fonctionne dans la cuisine."),
    ).toBe("fr");
    expect(detectLanguage("ベランダでの堆肥作りは簡単です。")).toBe("ja");
    expect(detectLanguage("Компост на балконе — это просто. Вам нужно только ведро с крышкой, и это не сложно для всех.")).toBe("ru");
    expect(detectLanguage("Компост на балконі — це просто. Вам потрібне лише відро з кришкою, і це не складно для всіх, але й корисно.")).toBe("uk");
    expect(detectLanguage("السماد على الشرفة سهل")).toBe("ar");
    expect(detectLanguage("Balcony")).toBeUndefined();
  });
});

describe("the narrator", () => {
  it("is the agent's voice in its language, a voice of the same gender in another, and refused where none speaks", () => {
    expect(narratorFor("espeak-en-us-m3", "en-US")).toEqual({ engineVoice: "en-us+m3", gender: "male", own: true });
    expect(narratorFor("espeak-en-gb-f2", "en")).toMatchObject({ engineVoice: "en-gb+f2", own: true });
    expect(narratorFor("espeak-en-us-m3", "ja-JP")).toEqual({ engineVoice: "ja+m3", gender: "male", own: false });
    expect(narratorFor("espeak-fr-f3", "pt-BR")).toEqual({ engineVoice: "pt-br+f3", gender: "female", own: false });
    expect(() => narratorFor("espeak-en-us-f3", "xx")).toThrow("There is no narrator voice for xx yet.");
    expect(narratedLanguages()).toEqual([...VIDEO_LANGUAGES]);
  });
});

describe("the post's pictures", () => {
  it("are the featured image, then each inline image at its largest, once each", () => {
    const content = `<img src="/a-300.jpg" srcset="/a-300.jpg 300w, /a-1024.jpg 1024w, /a-768.jpg 768w">
      <img src='https://cdn.example/b.png?x=1&amp;y=2'><img src="data:image/png;base64,AAA"><img src="/featured.jpg">`;
    expect(imageUrls("https://site.example/featured.jpg", content, "https://site.example/post/")).toEqual([
      "https://site.example/featured.jpg",
      "https://site.example/a-1024.jpg",
      "https://cdn.example/b.png?x=1&y=2",
    ]);
  });
});
