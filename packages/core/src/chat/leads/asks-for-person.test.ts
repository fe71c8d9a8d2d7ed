import { describe, expect, it } from "vitest";
import { asksForPerson } from "./asks-for-person";

describe("asksForPerson", () => {
  it("hears a visitor asking for a person", () => {
    for (const message of ["Can I talk to a human?", "I want to speak with someone", "Is there a real person there?", "How do I contact you?"]) {
      expect(asksForPerson(message), message).toBe(true);
    }
  });

  it("does not hear it in an ordinary question", () => {
    for (const message of ["Do you ship to Canada?", "What are your opening hours?", "How much is the blue personal planner?"]) {
      expect(asksForPerson(message), message).toBe(false);
    }
  });
});
