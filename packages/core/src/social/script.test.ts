import { describe, expect, it } from "vitest";
import { narratedLanguages, narratorFor, VIDEO_LANGUAGES } from "./narrator";
import { detectLanguage } from "./post-language";
import { extractiveScript, postText, shorten, spokenUnits, TARGET_SECONDS, unitsPerSecond, writeScript } from "./script";
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
       [gallery ids="1,2"]<h2>Watering</h2><ul><li>Water in the morning</li></ul>`,
    ).join(" ");
    expect(text).toBe("Basil & mint grow well. Watering. Water in the morning");
  });
});

describe("the offline script", () => {
  it("starts with the title and keeps the sentences that say most, in the post's order", () => {
    // Longer than the budget: the sentences about the door say nothing the post keeps returning to.
    const long = [...COMPOST, ...COMPOST.filter((sentence) => !sentence.includes("door")).map((sentence) => `Once more: ${sentence.toLowerCase()}`)];
    const script = extractiveScript("Balcony composting", html(long), "en");
    expect(script.sentences[0]).toBe("Balcony composting.");
    const body = script.sentences.slice(1);
    expect(body.every((sentence) => long.includes(sentence))).toBe(true);
    expect(body.map((sentence) => long.indexOf(sentence))).toEqual([...body.map((sentence) => long.indexOf(sentence))].sort((a, b) => a - b));
    expect(body.length).toBeLessThan(long.length);
    expect(body.filter((sentence) => sentence.includes("door"))).toEqual([]);
    expect(spokenUnits(script.sentences.join(" "), "en")).toBeLessThanOrEqual(TARGET_SECONDS * unitsPerSecond("en"));
    // "wrung-out" is two words to the word segmenter.
    expect(script.words).toBe(script.sentences.join(" ").split(/[\s-]+/).length);
  });

  it("keeps a short post whole", () => {
    const script = extractiveScript("Balcony composting", html(COMPOST), "en");
    expect(script.sentences).toEqual(["Balcony composting.", ...COMPOST]);
  });

  it("cuts a single sentence longer than the video to fit", () => {
    const endless = Array.from({ length: 400 }, (_, index) => `word${index}`).join(" ");
    const script = extractiveScript("Long", `<p>${endless}.</p>`, "en");
    expect(spokenUnits(script.sentences.join(" "), "en")).toBeLessThanOrEqual(TARGET_SECONDS * unitsPerSecond("en"));
    expect(script.sentences[1]).toMatch(/^word0 word1 .*…$/);
  });

  it("measures Japanese by its characters", () => {
    const sentences = Array.from({ length: 40 }, (_, index) => `ベランダの堆肥作りは簡単です、その${index}。`);
    const script = extractiveScript("堆肥", html(sentences), "ja");
    const characters = spokenUnits(script.sentences.join(""), "ja");
    expect(characters).toBeGreaterThan(TARGET_SECONDS * unitsPerSecond("ja") * 0.8);
    expect(characters).toBeLessThanOrEqual(TARGET_SECONDS * unitsPerSecond("ja"));
  });

  it("shortens from the end, keeping the title", () => {
    const script = extractiveScript("Balcony composting", html(COMPOST), "en");
    const shorter = shorten(script, 0.5);
    expect(shorter.sentences[0]).toBe("Balcony composting.");
    expect(script.sentences.slice(0, shorter.sentences.length)).toEqual(shorter.sentences);
    expect(shorter.words).toBeLessThan(script.words * 0.6);
  });

  it("refuses a post without text, and a language it cannot translate into", async () => {
    const request = { title: "Empty", language: "en" as const, instruction: "", siteLanguage: () => Promise.resolve("en" as const) };
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
