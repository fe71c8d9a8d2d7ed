import { describe, expect, it } from "vitest";
import { creditTone, formatCreditChange, LEDGER_KIND_LABELS, ledgerDescription, ledgerKindLabel } from "./ledger-format";

describe("ledgerKindLabel", () => {
  it.each([
    ["topup", "Top-up"],
    ["hold", "Held for a run"],
    ["capture", "Run charged"],
    ["release", "Returned from a run"],
    ["refund", "Refund"],
    ["reversal", "Payment reversed"],
    ["adjustment", "Adjustment"],
  ])("labels %s as %j", (kind, label) => {
    expect(ledgerKindLabel(kind)).toBe(label);
  });

  it("covers every kind the server records", () => {
    expect(Object.keys(LEDGER_KIND_LABELS).sort()).toEqual(["adjustment", "capture", "hold", "refund", "release", "reversal", "topup"]);
  });

  it("shows an unknown kind readably instead of dropping it", () => {
    expect(ledgerKindLabel("promo_bonus")).toBe("Promo bonus");
    expect(ledgerKindLabel("")).toBe("Other");
  });

  it("does not treat inherited object keys as kinds", () => {
    expect(ledgerKindLabel("toString")).toBe("ToString");
    expect(ledgerKindLabel("constructor")).toBe("Constructor");
  });
});

describe("formatCreditChange", () => {
  it.each([
    [25, "+25"],
    [-10, "-10"],
    [0, "0"],
    [-0, "0"],
    [1250, "+1,250"],
    [-1_000_000, "-1,000,000"],
  ])("formats %d as %j", (credits, text) => {
    expect(formatCreditChange(credits, "en-US")).toBe(text);
  });

  it("groups digits the locale's way", () => {
    expect(formatCreditChange(1250, "de-DE")).toBe("+1.250");
  });
});

describe("creditTone", () => {
  it("tells gains, spends and no change apart", () => {
    expect(creditTone(5)).toBe("gain");
    expect(creditTone(-5)).toBe("spend");
    expect(creditTone(0)).toBe("none");
  });
});

describe("ledgerDescription", () => {
  it("shows a top-up's package name rather than its id", () => {
    expect(ledgerDescription({ reference: "pkg_growth", description: "500-credit package" })).toBe("500-credit package");
  });

  it("falls back to the reference when the server sends no description", () => {
    expect(ledgerDescription({ reference: "run_123" })).toBe("run_123");
    expect(ledgerDescription({ reference: "Welcome credits", description: "" })).toBe("Welcome credits");
  });
});

describe("ledgerKindLabel for a chat agent's pool", () => {
  it("says its fills reserve credits for chat and its returns give them back, apart from runs", () => {
    expect(ledgerKindLabel("hold", "chat:chat_01")).toBe("Reserved for chat");
    expect(ledgerKindLabel("release", "chat:chat_01")).toBe("Returned from chat");
    expect(ledgerKindLabel("hold", "run_01")).toBe("Held for a run");
  });
});
