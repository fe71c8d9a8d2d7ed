import { describe, expect, it } from "vitest";
import { buildKnowledge, type KnowledgeFile, loadKnowledge } from "../knowledge/index-file";
import { pdfPassages } from "../knowledge/passages";
import { askedKind, holdsKind } from "./kind";
import { findAnswer } from "./offline";

describe("the kind of answer a question asks for", () => {
  it("reads it from the question's words, and none from a yes/no question", () => {
    expect(askedKind("How much is a flat white?")).toBe("amount");
    expect(askedKind("What does the course cost?")).toBe("amount");
    expect(askedKind("What time do you open on Saturday?")).toBe("time");
    expect(askedKind("When are the classes?")).toBe("time");
    expect(askedKind("Where are you located?")).toBe("place");
    expect(askedKind("What is your address?")).toBe("place");
    expect(askedKind("How many people fit in a class?")).toBe("number");
    expect(askedKind("Do you have oat milk?")).toBeNull();
    expect(askedKind("Are you open on Sundays?")).toBeNull();
    expect(askedKind("Who founded the shop?")).toBeNull();
    expect(askedKind("How long does a full groom take?")).toBe("duration");
    expect(askedKind("Can my 10 year old come?")).toBe("age");
    expect(askedKind("How old do you have to be?")).toBe("age");
    expect(askedKind("Is there an age limit?")).toBe("age");
  });

  it("finds it in a text", () => {
    expect(holdsKind("Flat white £3.20", "amount")).toBe(true);
    expect(holdsKind("Extra shot 60p", "amount")).toBe(true);
    expect(holdsKind("A ritual that brings people together", "amount")).toBe(false);
    expect(holdsKind("Saturday: 8:30 to 17:00", "time")).toBe(true);
    expect(holdsKind("We are at 14 Mill Street, Bristol BS1 4RB.", "place")).toBe(true);
    expect(holdsKind("Coffee brings people together wherever they are located.", "place")).toBe(false);
    expect(holdsKind("The tour lasts two hours.", "duration")).toBe(true);
    expect(holdsKind("Each class is 90 minutes long.", "duration")).toBe(true);
    expect(holdsKind("Boats go out at 16:00.", "duration")).toBe(false);
    expect(holdsKind("Children under 12 paddle with an adult.", "age")).toBe(true);
    expect(holdsKind("Open to anyone aged 16 or over.", "age")).toBe(true);
    expect(holdsKind("Tickets cost £12.", "age")).toBe(false);
    expect(holdsKind("Open every day from 9:00 to 18:00.", "age")).toBe(false);
  });
});

const knowledge = loadKnowledge(
  JSON.parse(
    JSON.stringify(
      buildKnowledge(
        pdfPassages("Cafe.pdf", [
          "Our cafe\nCoffee is a ritual that brings people together wherever they are located.\nWe roast our own beans.",
          "Visit\nFind us at 14 Mill Street, Bristol BS1 4RB.\nDrinks\nFlat white £3.20",
          "Courses\nOur latte art course is great fun. It runs on Saturday mornings and lasts 90 minutes.\nUnder 16s join with a parent.",
        ]),
        1,
      ),
    ),
  ) as KnowledgeFile,
);

describe("answers of the kind asked", () => {
  it("answers where from the address, though the question's words are not in it", () => {
    expect(findAnswer(knowledge, "Where are you located?")?.content).toBe("Find us at 14 Mill Street, Bristol BS1 4RB.");
  });

  it("refuses rather than answer 'how much' from a passage with no price", () => {
    expect(findAnswer(knowledge, "How much is the latte art course?")).toBeNull();
    expect(findAnswer(knowledge, "Do you run a latte art course?")?.content).toContain("Our latte art course is great fun.");
  });

  it("answers how long with the sentence holding a duration, not the others of its passage", () => {
    expect(findAnswer(knowledge, "How long is the latte art course?")?.content).toBe("It runs on Saturday mornings and lasts 90 minutes.");
  });

  it("answers a visitor's age with the limit the text states, though they share no word", () => {
    expect(findAnswer(knowledge, "Can my 12 year old do the course on her own?")?.content).toBe("Under 16s join with a parent.");
  });
});
