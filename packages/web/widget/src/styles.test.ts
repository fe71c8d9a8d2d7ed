import { describe, expect, it } from "vitest";
import { stylesheet } from "./styles";

describe("stylesheet", () => {
  const sheet = stylesheet({ color: "#cc4521", onColor: "#ffffff", position: "bottom-left" });

  it("guards the host against the site's CSS", () => {
    expect(sheet).toMatch(/:host\{all:initial!important;/);
  });

  it("carries the agent's colours and places the bubble", () => {
    expect(sheet).toContain("--sc-accent:#cc4521!important;--sc-on-accent:#ffffff!important");
    expect(sheet).toContain(".bubble{left:16px;bottom:16px}");
  });

  it("lets a phone's full-screen panel win over the position", () => {
    expect(sheet.indexOf("@media (max-width:479.98px)")).toBeGreaterThan(sheet.indexOf(".panel{left:16px;bottom:80px}"));
    expect(sheet).toMatch(/@media \(max-width:479\.98px\)\{\.panel\{[^}]*height:100dvh/);
  });

  it("stills the animations for visitors who ask for less motion", () => {
    expect(sheet).toContain("@media (prefers-reduced-motion:reduce)");
  });

  it("hides the bubble of a middle position while the panel covers it", () => {
    const rules = (position: "middle-right" | "bottom-left") => stylesheet({ color: "#000000", onColor: "#ffffff", position }).split("\n");
    expect(rules("middle-right")).toContain(".open .bubble{display:none}");
    expect(rules("bottom-left")).not.toContain(".open .bubble{display:none}");
  });
});
