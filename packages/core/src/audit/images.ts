import * as cheerio from "cheerio";
import type { PageFacts } from "../crawl/types";

interface PageImage {
  src: string;
  alt: string | null;
}

/** The images a page shows its reader: every image of its content, and its featured image wherever the theme puts it. */
export interface PageImages {
  /** The images on the page, each once, whose alt text can be judged. */
  shown: PageImage[];
  /** Shown images, plus the featured image when the page names it (og:image) without showing it. */
  count: number;
}

const resolved = (src: string, base: string) => {
  try {
    return new URL(src, base).href;
  } catch {
    return null;
  }
};

/** The address without query, fragment or WordPress's size suffix ("-1024x683"): a thumbnail and its og:image are one picture. */
const samePicture = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname.replace(/-\d+x\d+(\.\w+)$/, "$1")}`.toLowerCase();
  } catch {
    return url.toLowerCase();
  }
};

function contentImages(facts: PageFacts): PageImage[] {
  const $ = cheerio.load(facts.contentHtml);
  return $("img")
    .toArray()
    .flatMap((element) => {
      const image = $(element);
      // The same attributes the crawler reads: lazy-loading themes keep the real address in a data attribute.
      const source = [image.attr("src"), image.attr("data-src"), image.attr("data-lazy-src")].find((value) => value && !value.trim().startsWith("data:"));
      const src = source ? resolved(source.trim(), facts.finalUrl) : null;
      return src ? [{ src, alt: image.attr("alt") ?? null }] : [];
    });
}

/**
 * One count of a page's images for every statement the report makes about them: the content's
 * images and the featured image (the post thumbnail on the page, else the og:image the page
 * names). Logos and other images of the theme around the content are not the page's.
 */
export function pageImages(facts: PageFacts): PageImages {
  const shown = contentImages(facts);
  const seen = new Set(shown.map((image) => samePicture(image.src)));
  const featured = facts.openGraph["og:image"] ? resolved(facts.openGraph["og:image"], facts.finalUrl) : null;
  if (!featured || seen.has(samePicture(featured))) return { shown, count: shown.length };
  const thumbnail = facts.images.find((image) => samePicture(image.src) === samePicture(featured));
  return thumbnail ? { shown: [thumbnail, ...shown], count: shown.length + 1 } : { shown, count: shown.length + 1 };
}
