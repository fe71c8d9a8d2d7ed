import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { chooseImage } from "../adapters";
import { runProcess, withScratchDir } from "../util/process";
import { featuredImageCredits } from "./credits";
import { fitPicture } from "./fit";
import { landscapeSize } from "./openai-images";
import { imagePrompt } from "./prompt";
import { ImageProviderError } from "./provider";

const probe = (path: string) =>
  execFileSync("ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,width,height", "-of", "csv=p=0", path]).toString().trim();

/** A picture the size an image model answers with, in one of the formats they use. */
async function picture(dir: string, size: string, format: "jpg" | "webp") {
  await runProcess("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", `testsrc2=s=${size}`, "-frames:v", "1", `source.${format}`], 30_000, dir);
  return readFile(`${dir}/source.${format}`);
}

describe("the featured image's provider", () => {
  const saved = process.env.IMAGE_PROVIDER;
  afterEach(() => {
    if (saved === undefined) delete process.env.IMAGE_PROVIDER;
    else process.env.IMAGE_PROVIDER = saved;
  });

  it("is the title card unless one is named, and says what a named one lacks", () => {
    expect(chooseImage({})).toEqual({ adapter: "offline" });
    expect(chooseImage({ provider: "kie" })).toEqual({ adapter: "kie", model: "flux-kontext-pro" });
    expect(chooseImage({ provider: "kie", model: "gpt-4o-image" })).toEqual({ adapter: "kie", model: "gpt-4o-image" });
    expect(chooseImage({ provider: "kie", model: "veo3_fast" })).toMatchObject({ adapter: "misconfigured", label: "Kie.ai veo3_fast" });
    expect(chooseImage({ provider: "openai-compatible", baseUrl: "https://api.openai.com/v1/ ", model: "gpt-image-1" })).toEqual({
      adapter: "openai-compatible",
      baseURL: "https://api.openai.com/v1",
      model: "gpt-image-1",
    });
    expect(chooseImage({ provider: "openai-compatible", model: "gpt-image-1" })).toMatchObject({
      adapter: "misconfigured",
      reason: "no endpoint is set (IMAGE_BASE_URL).",
    });
    expect(chooseImage({ provider: "openai-compatible", baseUrl: "http://localhost:8080/v1" })).toMatchObject({ adapter: "misconfigured" });
    expect(chooseImage({ provider: "midjourney" })).toMatchObject({
      adapter: "misconfigured",
      reason: expect.stringContaining("offline, kie, openai-compatible"),
    });
  });

  it("adds the image model's price to a post only when one is configured", () => {
    delete process.env.IMAGE_PROVIDER;
    expect(featuredImageCredits()).toBe(0);
    process.env.IMAGE_PROVIDER = "kie";
    expect(featuredImageCredits()).toBe(2);
    process.env.IMAGE_PROVIDER = "openai-compatible";
    expect(featuredImageCredits()).toBe(0);
  });

  it("asks for a photo-like picture of the post's topic without lettering", () => {
    const prompt = imagePrompt({ title: "Raised beds  for small gardens", keyphrase: "raised bed garden", niche: "Organic vegetable gardening" });
    expect(prompt).toContain('"Raised beds for small gardens"');
    expect(prompt).toContain("raised bed garden");
    expect(prompt).toContain("Organic vegetable gardening");
    expect(prompt).toMatch(/photo-like/);
    expect(prompt).toContain("No text, letters, words, captions, logos or watermarks");
  });

  it("asks each OpenAI model family for a landscape size it accepts", () => {
    expect(landscapeSize("dall-e-3")).toBe("1792x1024");
    expect(landscapeSize("dall-e-2")).toBe("1024x1024");
    expect(landscapeSize("gpt-image-1")).toBe("1536x1024");
  });

  it("fits a landscape or portrait picture to exactly 1200x630 and refuses bytes that are not a picture", async () => {
    await withScratchDir(async (dir) => {
      expect(probe(await fitPicture(dir, await picture(dir, "1536x1024", "jpg")))).toBe("png,1200,630");
      expect(probe(await fitPicture(dir, await picture(dir, "768x1344", "webp")))).toBe("png,1200,630");
      await expect(fitPicture(dir, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).rejects.toBeInstanceOf(ImageProviderError);
    });
  });
});
