import { createHash } from "node:crypto";
import { Media } from "../media";
import { withScratchDir } from "../util/process";
import { altText } from "./alt-text";
import { fileNameOf } from "./file-name";
import { fitPicture } from "./fit";
import { paletteFor } from "./palette";
import { ImageProviderError, sentence, type ImageProvider } from "./provider";
import { imageProvider } from "./providers";
import { imagePrompt } from "./prompt";
import { CARD_HEIGHT, CARD_WIDTH, renderTitleCard } from "./title-card";

export interface FeaturedImageRequest {
  domainId: string;
  runId: string;
  siteName: string;
  niche: string;
  title: string;
  keyphrase: string;
  language: string;
}

/** What a featured image shows: a title card (the title drawn on it, redrawn when the title changes) or an image model's picture. */
export type FeaturedImageKind = "title card" | "illustration";

/** A made image: where it is stored, its alt text, and who made it (shown in the run's steps). */
export interface FeaturedImageMade {
  key: string;
  kind: FeaturedImageKind;
  alt: string;
  provider: string;
  width: number;
  height: number;
  /** The run step's detail: who made it and its size, and why an image model's picture was not used. */
  detail: string;
}

/** The site sends for it while the run delivers; an hour covers a slow site and a redelivery. */
const DOWNLOAD_WINDOW_S = 3600;

export const featuredImagesPrefix = (domainId: string) => `featured/${domainId}/`;

const imageKey = (request: FeaturedImageRequest) => `${featuredImagesPrefix(request.domainId)}${request.runId}.png`;

async function titleCard(request: FeaturedImageRequest, note = "", key = imageKey(request)): Promise<FeaturedImageMade> {
  const palette = paletteFor(request.niche, request.siteName);
  await withScratchDir(async (dir) => {
    const path = await renderTitleCard(dir, { siteName: request.siteName, title: request.title, language: request.language, palette });
    await Media.putFile(key, path, "image/png");
  });
  const provider = `Offline title card (${palette.name})`;
  return {
    key,
    kind: "title card",
    alt: altText(request.title, request.keyphrase, request.siteName),
    provider,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    detail: `${provider}, ${CARD_WIDTH}x${CARD_HEIGHT}${note}`,
  };
}

/** A picture of the post's topic from the image model, fitted to 1200x630 and stored where the title card would be. */
async function generated(request: FeaturedImageRequest, provider: ImageProvider): Promise<FeaturedImageMade> {
  const picture = await provider.picture(imagePrompt(request));
  const key = imageKey(request);
  await withScratchDir(async (dir) => Media.putFile(key, await fitPicture(dir, picture), "image/png"));
  return {
    key,
    kind: "illustration",
    alt: altText(request.title, request.keyphrase, request.siteName, "illustration"),
    provider: provider.label,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    detail: `${provider.label}, ${CARD_WIDTH}x${CARD_HEIGHT}`,
  };
}

const unused = (label: string, reason: string) => `. ${label} did not make a picture: ${sentence(reason)}`;

/**
 * Featured images for blog posts: a picture from the configured image model, else a title card
 * drawn with ffmpeg in the site's colours. A model that fails leaves the post the title card,
 * with the reason in the run's step: the run never fails for its image.
 */
export namespace FeaturedImage {
  export async function make(request: FeaturedImageRequest): Promise<FeaturedImageMade> {
    const chosen = imageProvider();
    if (!chosen) return titleCard(request);
    if ("failed" in chosen) return titleCard(request, unused(chosen.failed.label, chosen.failed.reason));
    try {
      return await generated(request, chosen.provider);
    } catch (error) {
      if (!(error instanceof ImageProviderError))
        console.warn(`[featured-image] ${chosen.provider.label} failed: ${error instanceof Error ? error.stack : String(error)}`);
      const reason = error instanceof ImageProviderError ? error.reason : "it failed unexpectedly; the worker's log has the details.";
      return titleCard(request, unused(chosen.provider.label, reason));
    }
  }

  /**
   * The title card drawn again for a new title, stored under its own key (a title's drawing has one
   * address, so the site downloads it as a new image) whose file name is the post's slug: the name
   * the site's media library gives it.
   */
  export async function redraw(request: FeaturedImageRequest & { slug: string }) {
    const drawing = createHash("sha256").update(request.title).digest("hex").slice(0, 12);
    const name = fileNameOf(request.slug) || request.runId;
    return titleCard(request, "", `${featuredImagesPrefix(request.domainId)}${request.runId}/${drawing}/${name}.png`);
  }

  /** The alt text an image of `kind` has for a post's title. */
  export const altFor = (kind: FeaturedImageKind, title: string, keyphrase: string, siteName: string) => altText(title, keyphrase, siteName, kind);

  /** Whether the site's featured image is the one stored at `key`: `source` is the address the site downloaded it from. */
  export const isStoredAt = (source: string | undefined, key: string) => {
    if (!source || !URL.canParse(source)) return false;
    return decodeURIComponent(new URL(source).pathname).endsWith(`/${key}`);
  };

  /** A link the site can download the image from. */
  export const downloadUrl = (key: string) => Media.signedUrl(key, DOWNLOAD_WINDOW_S);

  export const removeDomain = (domainId: string) => Media.removePrefix(featuredImagesPrefix(domainId));
}
