import { describe, expect, it } from "vitest";
import { buildKnowledge, loadKnowledge } from "../knowledge/index-file";
import { pdfPassages, sitePassages } from "../knowledge/passages";
import { excerpt } from "./excerpt";
import { cap, MAX_ANSWER_CHARS, plainText } from "./plain";
import { retrieve } from "./retrieve";

const passages = [
  ...pdfPassages("Shop guide.pdf", [
    "Pricing\nBasic plan: $19 per month\nPro plan: $49 per month with priority support.\nEnterprise plan: ask us for a quote.",
    "Opening hours\nMonday to Friday 9:00 to 18:00.\nSaturday 10:00 to 14:00.\nSunday closed.",
    "Returns\nYou can return any unused item within 30 days of delivery for a full refund.",
  ]),
  ...sitePassages([
    { title: "Visit us", url: "https://shop.example/visit/", text: "Our shop is at 12 Garden Street, Springfield. Parking is free behind the building." },
    { title: "Compost workshop", url: "https://shop.example/workshop/", text: "Every first Sunday we teach composting for beginners. Bring gloves." },
  ]),
];

// Through JSON, as the answers read it from the bucket.
const knowledge = loadKnowledge(JSON.parse(JSON.stringify(buildKnowledge(passages, Date.now()))));

const best = (question: string) => {
  const { groups, hits } = retrieve(knowledge, question);
  return hits[0] ? { passage: hits[0].passage, text: excerpt(hits[0], groups) } : null;
};

describe("retrieval", () => {
  it("finds the passage for questions worded differently from the text", () => {
    expect(best("How much does the basic plan cost?")).toMatchObject({ passage: { page: 1 }, text: "Basic plan: $19 per month" });
    expect(best("When are you open on Saturdays?")?.passage.page).toBe(2);
    expect(best("When are you open on Saturdays?")?.text).toContain("Saturday 10:00 to 14:00.");
    expect(best("Can I get a refund?")).toMatchObject({ passage: { page: 3 } });
    expect(best("where is the shop located")).toMatchObject({
      passage: { url: "https://shop.example/visit/" },
      text: "Our shop is at 12 Garden Street, Springfield.",
    });
  });

  it("answers from the owner's PDF before a post that holds as many of the question's words", () => {
    const mixed = loadKnowledge(
      JSON.parse(
        JSON.stringify(
          buildKnowledge(
            [
              ...sitePassages([
                {
                  title: "Herb butter: how to get started",
                  url: "https://shop.example/herb-butter/",
                  text: "Plan a small bed first. Luckily, the basics cost little. A basic plan costs nothing but time.",
                },
              ]),
              ...pdfPassages("prices.pdf", [
                "Balcony Bloom garden plans.",
                "Price list. Basic plan: $19 per month with one garden plan. Pro plan: $49 per month.",
              ]),
            ],
            Date.now(),
          ),
        ),
      ),
    );
    const { hits } = retrieve(mixed, "How much does the basic plan cost?");
    expect(hits[0]?.passage).toMatchObject({ title: "prices.pdf", page: 2 });
  });

  it("tolerates a typo and a word's other forms in longer words", () => {
    expect(best("composting workshp for beginers")?.passage.url).toBe("https://shop.example/workshop/");
  });

  it("finds nothing for questions the knowledge does not cover, however the index ranks them", () => {
    for (const question of ["What is the capital of France?", "Do you sell cars?", "hello", "?", "Who won the football world cup?"]) {
      expect(retrieve(knowledge, question).hits).toEqual([]);
    }
  });

  it("answers with whole sentences of the text, verbatim", () => {
    const answer = best("Is parking free?")!;
    expect(answer.text).toBe("Parking is free behind the building.");
  });
});

describe("plain text", () => {
  it("takes markup out of a model's answer and keeps its words", () => {
    expect(plainText("<p>The <b>Basic</b> plan costs <em>$19</em>&nbsp;a month.</p>")).toBe("The Basic plan costs $19 a month.");
    expect(plainText("## Prices\n- **Basic**: $19\n- *Pro*: $49\nSee [our prices](https://shop.example/prices).")).toBe(
      "Prices\nBasic: $19\nPro: $49\nSee our prices (https://shop.example/prices).",
    );
    expect(plainText("Use `code` and __bold__ <script>alert(1)</script>text")).toBe("Use code and bold text");
  });

  it("caps an answer at 1,200 characters on a word boundary", () => {
    const long = "word ".repeat(400);
    const capped = cap(long.trim());
    expect(capped.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    expect(capped.endsWith("word…")).toBe(true);
    expect(cap("short")).toBe("short");
  });
});

describe("words most of the knowledge holds", () => {
  const groomer = loadKnowledge(
    JSON.parse(
      JSON.stringify(
        buildKnowledge(
          pdfPassages("Groomer.pdf", [
            "Prices\nSmall dog full groom £38.",
            "Collection\nDogs not collected by 17:00 are charged £5.",
            "Cats\nWe only groom dogs.",
            "Hours\nTuesday to Saturday: 8:00 to 16:30.",
            "Puppies\nPuppy sessions are for dogs aged 12 to 20 weeks.",
          ]),
          1,
        ),
      ),
    ),
  );

  it("count for half: a passage holding only the business's own word does not answer", () => {
    expect(retrieve(groomer, "Do you do dog walking?").hits).toEqual([]);
    expect(retrieve(groomer, "What happens if my dog is not collected?").hits[0]?.passage.heading).toBe("Collection");
  });

  it("count whole when the question has no other word", () => {
    expect(retrieve(groomer, "dogs").hits.length).toBeGreaterThan(0);
  });
});
