import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { guardedFetch, stagePolicy } from "../net/guarded-fetch";
import { sniffImage } from "../media/image";
import { isReadableImage } from "../video/probe";
import type { VideoClip } from "../video";
import { clipCount, generateClips, scenePrompts, type KieModel } from "../video/kie";
import type { Script } from "./script";
import type { Picture } from "./storyboard";

export const MAX_IMAGES = 8;
const IMAGE_TIMEOUT_MS = 10_000;
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&#0?38;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value === undefined ? undefined : decode(value.trim());
}

/** The widest candidate of a srcset ("a.jpg 300w, b.jpg 1024w"), or the densest ("2x"). */
function largestOfSrcset(srcset: string): string | undefined {
  let best: { url: string; size: number } | undefined;
  for (const candidate of srcset.split(/,\s+/)) {
    const [url, descriptor = "1x"] = candidate.trim().split(/\s+/);
    if (!url) continue;
    const size = Number.parseFloat(descriptor) * (descriptor.endsWith("x") ? 1000 : 1);
    if (!best || size > best.size) best = { url, size };
  }
  return best?.url;
}

/** The post's pictures, the featured one first: each inline <img> at its largest size, once each. */
export function imageUrls(featured: string | null, html: string, base: string): string[] {
  const found = [featured ?? undefined];
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const srcset = attribute(tag, "srcset");
    found.push((srcset && largestOfSrcset(srcset)) || attribute(tag, "src"));
  }
  const urls = new Set<string>();
  for (const candidate of found) {
    if (!candidate || candidate.startsWith("data:")) continue;
    try {
      urls.add(new URL(candidate, base).href);
    } catch {
      // Not an address: nothing to show.
    }
  }
  return [...urls];
}

/**
 * One picture into `dir`, or undefined when it cannot be had: too big, unreachable, not a JPEG, PNG,
 * GIF or WebP by its own bytes (whatever its header says; SVG is refused), or not decodable.
 */
async function download(url: string, dir: string, index: number): Promise<string | undefined> {
  let response;
  try {
    response = await guardedFetch(url, { headers: { accept: "image/*" } }, { policy: stagePolicy(), timeoutMs: IMAGE_TIMEOUT_MS, maxBytes: IMAGE_MAX_BYTES });
  } catch {
    return undefined;
  }
  const type = response.status === 200 ? sniffImage(response.body) : undefined;
  if (!type) return undefined;
  const path = join(dir, `image-${index}.${type.extension}`);
  await writeFile(path, response.body);
  return (await isReadableImage(path)) ? path : undefined;
}

// A post may list dozens of pictures; a few more than are used leaves room for ones that fail.
const MAX_TRIED = MAX_IMAGES * 2;
const PARALLEL = 4;

/** The post's pictures downloaded into `dir`, in their order, at most `MAX_IMAGES`; unreadable ones are skipped. */
export async function downloadImages(urls: string[], dir: string): Promise<Picture[]> {
  const pictures: Picture[] = [];
  const tried = urls.slice(0, MAX_TRIED);
  for (let start = 0; start < tried.length && pictures.length < MAX_IMAGES; start += PARALLEL) {
    const batch = tried.slice(start, start + PARALLEL);
    const paths = await Promise.all(batch.map((url, offset) => download(url, dir, start + offset)));
    for (const [offset, path] of paths.entries()) if (path) pictures.push({ path, url: batch[offset]! });
  }
  return pictures.slice(0, MAX_IMAGES);
}

/**
 * The video model's scenes instead of the post's pictures: one clip per part of the narration,
 * described from what is said over it, with the owner's own words for the video last.
 */
export async function generatedScenes(model: KieModel, script: Script, instruction: string, narrationMs: number, dir: string): Promise<VideoClip[]> {
  const sentences = script.parts.map((part) => part.text);
  const prompts = scenePrompts({ title: script.title, sentences, suffix: instruction, count: clipCount(model, narrationMs) });
  const { clips } = await generateClips({ model, prompts, dir: join(dir, "scenes") });
  return clips.map((clip) => ({ clip }));
}
