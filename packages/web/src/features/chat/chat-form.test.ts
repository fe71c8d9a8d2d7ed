import { describe, expect, it } from "vitest";
import {
  avatarProblem,
  checkValues,
  COLOR_MESSAGE,
  DAILY_CREDIT_LIMIT_MESSAGE,
  documentProblem,
  emptyValues,
  NOTHING_TO_ANSWER_FROM,
  positionOf,
  type SavedChatAgent,
  valuesOf,
} from "./chat-form";

const saved: SavedChatAgent = {
  name: "Help desk",
  status: "inactive",
  colors: "#112233",
  position: "top-right",
  intro_text: "Hi!",
  button_text: "Ask us",
  use_site_pages: false,
  daily_credit_limit: 250,
  lead_capture: false,
  lead_consent_text: "We reply within a day.",
  avatar_bot: "https://files.example/bot.png",
  avatar_user: null,
  document_url: "https://files.example/prices.pdf",
  document_name: "prices.pdf",
  document_pages: 3,
};

describe("the chat agent form's defaults", () => {
  it("start active, bottom-right, #CC4521, 'Chat with Us', reading the site, with a welcome naming it", () => {
    expect(emptyValues("shop.example")).toEqual({
      name: "",
      status: "active",
      colors: "#CC4521",
      position: "bottom-right",
      intro_text: "Welcome to shop.example! How can I help you today?",
      button_text: "Chat with Us",
      use_site_pages: true,
      daily_credit_limit: "100",
      lead_capture: true,
      lead_consent_text: "We'll use your email address only to answer this question, and delete it within 180 days.",
      avatar_bot: { kind: "none" },
      avatar_user: { kind: "none" },
      document: { kind: "none" },
    });
  });

  it("bring a saved agent's settings and files back", () => {
    const values = valuesOf(saved);
    expect(values).toMatchObject({
      name: "Help desk",
      status: "inactive",
      position: "top-right",
      use_site_pages: false,
      daily_credit_limit: "250",
      lead_capture: false,
      lead_consent_text: "We reply within a day.",
    });
    expect(values.avatar_bot).toEqual({ kind: "saved", url: "https://files.example/bot.png" });
    expect(values.avatar_user).toEqual({ kind: "none" });
    expect(values.document).toEqual({ kind: "saved", url: "https://files.example/prices.pdf", name: "prices.pdf", pages: 3 });
  });
});

describe("positionOf", () => {
  it("keeps the six offered positions and falls back to bottom-left", () => {
    expect(positionOf("middle-right")).toBe("middle-right");
    expect(positionOf("center")).toBe("bottom-left");
    expect(positionOf("")).toBe("bottom-left");
    expect(valuesOf({ ...saved, position: "floating" }).position).toBe("bottom-left");
  });
});

describe("checkValues", () => {
  it("wants a hex colour and something to answer from", () => {
    const values = emptyValues("shop.example");
    expect(checkValues(values)).toEqual({});
    expect(checkValues({ ...values, colors: "red" })).toEqual({ colors: COLOR_MESSAGE });
    expect(checkValues({ ...values, use_site_pages: false })).toEqual({ document: NOTHING_TO_ANSWER_FROM });
    expect(checkValues({ ...values, use_site_pages: false, document: { kind: "saved", url: "u", name: "a.pdf", pages: 1 } })).toEqual({});
  });

  it("wants a daily credit limit of 1 to 10,000 whole credits", () => {
    const values = emptyValues("shop.example");
    for (const typed of ["1", "10000", " 250 "]) expect(checkValues({ ...values, daily_credit_limit: typed }), typed).toEqual({});
    for (const typed of ["0", "10001", "1.5", "abc", "", "-3"]) {
      expect(checkValues({ ...values, daily_credit_limit: typed }), typed).toEqual({ daily_credit_limit: DAILY_CREDIT_LIMIT_MESSAGE });
    }
  });
});

describe("file checks", () => {
  it("take PDFs up to 2 MB", () => {
    expect(documentProblem({ name: "prices.pdf", type: "application/pdf", size: 2 * 1024 * 1024 })).toBeUndefined();
    expect(documentProblem({ name: "prices.pdf", type: "application/pdf", size: 2 * 1024 * 1024 + 1 })).toBe("File size must not exceed 2 MB.");
    expect(documentProblem({ name: "prices.docx", type: "application/msword", size: 10 })).toBe("Only PDF files are allowed.");
  });

  it("take avatars up to 500 KB", () => {
    expect(avatarProblem({ size: 500 * 1024 })).toBeUndefined();
    expect(avatarProblem({ size: 500 * 1024 + 1 })).toBe("Avatar file size must not exceed 500 KB.");
  });
});
