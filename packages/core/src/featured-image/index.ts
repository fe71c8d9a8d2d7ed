import { Media } from "../media";
import { withScratchDir } from "../util/process";
import { altText } from "./alt-text";
import { paletteFor } from "./palette";
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

/** A made image: where it is stored, its alt text, and who made it (shown in the run's steps). */
export interface FeaturedImageMade {
  key: string;
  alt: string;
  provider: string;
  width: number;
  height: number;
}

/** The site sends for it while the run delivers; an hour covers a slow site and a redelivery. */
const DOWNLOAD_WINDOW_S = 3600;

export const featuredImagesPrefix = (domainId: string) => `featured/${domainId}/`;

/** Featured images for blog posts: a title card drawn with ffmpeg, in the site's colours. */
export namespace FeaturedImage {
  export async function make(request: FeaturedImageRequest): Promise<FeaturedImageMade> {
    const palette = paletteFor(request.niche, request.siteName);
    const key = `${featuredImagesPrefix(request.domainId)}${request.runId}.png`;
    await withScratchDir(async (dir) => {
      const path = await renderTitleCard(dir, { siteName: request.siteName, title: request.title, language: request.language, palette });
      await Media.putFile(key, path, "image/png");
    });
    return {
      key,
      alt: altText(request.title, request.keyphrase, request.siteName),
      provider: `Offline title card (${palette.name})`,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    };
  }

  /** A link the site can download the image from. */
  export const downloadUrl = (key: string) => Media.signedUrl(key, DOWNLOAD_WINDOW_S);

  export const removeDomain = (domainId: string) => Media.removePrefix(featuredImagesPrefix(domainId));
}
