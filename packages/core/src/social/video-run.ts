import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as v from "valibot";
import { Content } from "../content";
import { VisibleError } from "../error";
import type { Job, RunResult } from "../job";
import { ownerReason, RunFailure } from "../job/failure";
import { Media } from "../media";
import { DomainEntity } from "../site/domain.entity";
import type { DomainItem } from "../site/view";
import { Speech } from "../speech";
import { ProcessFailed, withScratchDir } from "../util/process";
import { paletteFor } from "../featured-image/palette";
import { END_SCENE_TAIL_MS, renderVideo, VideoError, type Brand, type RenderVideoInput, type Visual } from "../video";
import { isKieModel, kieConfigured } from "../video/kie";
import { renderBed } from "./beds";
import { IN_FLIGHT_STATUSES, VIDEO_RENDERERS, type SocialContentItem, type VideoRenderer } from "./content.entity";
import { loadContent, moveContent, moveWrites } from "./content-status";
import { socialContentPrefix, socialPosterKey, socialVideoKey } from "./counters";
import { narratorFor, videoLanguage, type Narrator } from "./narrator";
import { VIDEO_MODELS } from "./schema";
import { MAX_SECONDS, narrationOf, shorten, TARGET_SECONDS, writeScript, type Script } from "./script";
import { partSpans, storyboard, type Picture } from "./storyboard";
import { SoundStyles, type SoundStyleId } from "./styles";
import { downloadImages, generatedScenes, imageUrls } from "./visuals";

/** What Generate hands the run: the choices as the owner made them. */
export const SocialVideoInput = v.object({
  content_id: v.string(),
  agent_name: v.string(),
  voice_id: v.string(),
  post_id: v.number(),
  post_title: v.string(),
  language: v.string(),
  model: v.string(),
  renderer: v.picklist(VIDEO_RENDERERS),
  with_subtitle: v.boolean(),
  sound_style: v.nullable(v.string()),
  prompt: v.string(),
});
export type SocialVideoInput = v.InferOutput<typeof SocialVideoInput>;

/** The steps of a video's run, in order, as the Activity page lists them. */
export const SOCIAL_VIDEO_STEPS = ["Reading the post", "Writing the script", "Recording the voice", "Gathering the visuals", "Rendering", "Uploading"] as const;
const [READING, SCRIPTING, VOICING, GATHERING, RENDERING, UPLOADING] = SOCIAL_VIDEO_STEPS;

// A narration cut to size still over the limit after this many tries is left as it is.
const NARRATION_ATTEMPTS = 3;

const contentGone = () => new VisibleError("not_found", "social_content_not_found", "The video was deleted before it was made.");

/** The sentence for a failure the owner can act on, or undefined for our own passing faults (the queue tries again). */
function reasonOf(error: unknown): string | undefined {
  // Rendering fails the same way when tried again; the owner can generate the video anew.
  if (error instanceof VideoError) return error.message;
  return ownerReason(error);
}

/** A media tool that failed outside the renderer: the owner learns what could not be made, the log keeps the tool's words. */
async function tool<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ProcessFailed)) throw error;
    console.error(`[social_video] ${error.message}`);
    throw new RunFailure(`The video could not be made: ${what}.`);
  }
}

async function loadPost(domain: DomainItem, postId: number) {
  const removed = () => new VisibleError("not_found", "post_not_found", "The post was removed from the site.");
  const post = await Content.post({ userId: domain.userId, domainId: domain.domainId }, postId).catch((error: unknown) => {
    throw error instanceof VisibleError && error.code === "post_not_found" ? removed() : error;
  });
  if (post.status === "trash") throw removed();
  return post;
}

/** Speaks the script; a narration longer than a video may be is cut by its last sentences and spoken again. */
async function narrate(script: Script, narrator: Narrator, dir: string) {
  let current = script;
  for (let attempt = 1; ; attempt++) {
    const narration = await tool("the narration could not be recorded", () => Speech.synthesize({ text: narrationOf(current), voiceId: narrator.engineVoice }));
    if (narration.durationMs <= MAX_SECONDS * 1000 || attempt === NARRATION_ATTEMPTS) {
      const path = join(dir, "narration.wav");
      await writeFile(path, narration.audio);
      return { script: current, path, durationMs: narration.durationMs, sentences: narration.sentences };
    }
    current = shorten(current, (TARGET_SECONDS * 1000) / narration.durationMs);
  }
}

const modelName = (model: string) => VIDEO_MODELS.find((entry) => entry.id === model)?.name ?? model;

async function soundBed(styleId: string | null, durationMs: number, dir: string) {
  if (!styleId) return undefined;
  const style = SoundStyles.find(styleId);
  if (!style) throw new RunFailure(`The sound style "${styleId}" is no longer offered. Generate the video again with another style.`);
  const path = join(dir, "bed.wav");
  await tool("the background music could not be made", () => renderBed(style.style_id as SoundStyleId, Math.ceil(durationMs / 1000) + 1, path));
  return path;
}

interface Visuals {
  /** The video model's clips; empty when the local renderer makes the scenes. */
  visuals: Visual[];
  /** The post's pictures, for the local renderer's scenes. */
  pictures: Picture[];
  renderer: VideoRenderer;
  images: number;
  detail: string;
  /** Why the video was not made the way the owner chose. */
  note?: string;
}

/**
 * The video model's scenes when the owner chose one and a key is configured; otherwise the post's
 * featured picture and the pictures in it, or none, and the renderer shows the spoken sentences on cards.
 */
async function gatherVisuals(
  input: SocialVideoInput,
  post: { featured_image: string | null; content: string; url: string },
  script: Script,
  durationMs: number,
  dir: string,
): Promise<Visuals> {
  if (input.renderer === "kie" && isKieModel(input.model) && kieConfigured()) {
    const clips = await generatedScenes(input.model, script, input.prompt, durationMs, dir);
    return {
      visuals: clips,
      pictures: [],
      renderer: "kie",
      images: 0,
      detail: `${clips.length} scene${clips.length === 1 ? "" : "s"} from ${modelName(input.model)}`,
    };
  }
  const note = `Made by the local renderer: ${modelName(input.model)} needs a Kie.ai API key, and none is configured.`;
  const pictures = await downloadImages(imageUrls(post.featured_image, post.content, post.url), dir);
  const scenes = script.parts.length;
  const shown = Math.min(pictures.length, scenes - 1);
  const detail = pictures.length
    ? `${shown} picture${shown === 1 ? "" : "s"} from the post and ${scenes - 1 - shown} scene${scenes - 1 - shown === 1 ? "" : "s"} in the site's colours`
    : `The post has no pictures: ${scenes - 1} scene${scenes === 2 ? "" : "s"} in the site's colours`;
  return { visuals: [], pictures, renderer: "local", images: shown, detail, note };
}

const siteNameOf = (domain: DomainItem) => domain.siteName?.trim() || domain.websiteName?.trim() || domain.domainName;

/** The closing card: the site's name as WordPress or the owner gave it, and its address without the scheme. */
function endCardOf(domain: DomainItem) {
  const url = (domain.siteUrl ?? `https://${domain.domainName}`).replace(/^https?:\/\//, "").replace(/\/+$/, "");
  return { name: siteNameOf(domain), url };
}

/** The site's colours, as onboarding's niche and its name give them: the same the post's title cards use. */
function brandOf(domain: DomainItem): Brand {
  const { from, to, accent } = paletteFor(domain.websiteNiche ?? "", siteNameOf(domain));
  return { from, to, accent };
}

/** What a run renders with: the renderer at its full frame, or a caller's own (a smaller frame, a count of renders). */
export interface VideoRunTools {
  render: typeof renderVideo;
}

async function make(progress: Job.Progress, input: SocialVideoInput, content: SocialContentItem, dir: string, tools: VideoRunTools): Promise<RunResult> {
  const { run } = progress;
  const { data: domain } = await DomainEntity.get({ userId: run.userId, domainId: run.domainId }).go();
  if (!domain) throw new VisibleError("not_found", "domain_not_found", "The domain was removed.");
  const post = await loadPost(domain, input.post_id);
  const title = post.title.trim() || input.post_title;
  await progress.step(READING, `"${title}"`);

  const narrator = narratorFor(input.voice_id, input.language);
  const language = videoLanguage(input.language)!;
  const siteLanguage = async () => {
    const { locale } = await Content.health(domain);
    return locale ? videoLanguage(locale) : undefined;
  };
  const written = await writeScript({ title, html: post.content, language, instruction: input.prompt, siteLanguage, siteName: siteNameOf(domain) });
  const author = written.provider ? `written by ${written.provider} (${written.model})` : "the post's own sentences";
  await progress.step(SCRIPTING, `${written.words} words, ${author}`);

  const narration = await narrate(written, narrator, dir);
  const script = narration.script;
  await progress.step(
    VOICING,
    `${(narration.durationMs / 1000).toFixed(1)} s, voice ${narrator.engineVoice}${narrator.own ? "" : " (the agent's voice does not speak this language)"}`,
  );

  const { visuals, pictures, renderer, images, detail, note } = await gatherVisuals(input, post, script, narration.durationMs, dir);
  const bed = await soundBed(input.sound_style, narration.durationMs, dir);
  await progress.step(GATHERING, detail);

  // The end card stays a moment after the closing line, so the site's name can be read.
  const spans = partSpans(script.parts, narration.sentences, narration.durationMs + END_SCENE_TAIL_MS);
  const board = storyboard(script.parts, spans, pictures);
  // A video model's clips are spread over the narration as the model made them, not scene by scene.
  const lines = renderer === "local" ? board.script : board.script.map((line) => ({ ...line, visual: `scenes from ${modelName(input.model)}` }));
  const request: RenderVideoInput = {
    narration: { path: narration.path, sentences: narration.sentences },
    visuals,
    ...(renderer === "local" ? { storyboard: { brand: brandOf(domain), scenes: board.scenes } } : {}),
    subtitles: input.with_subtitle,
    language: input.language,
    bed,
    title,
    endCard: endCardOf(domain),
  };
  if (!(await moveContent(content, ["generating"], "processing"))) throw contentGone();
  const rendered = await tools.render(request, join(dir, "out"));
  await progress.step(RENDERING, `${(rendered.durationMs / 1000).toFixed(1)} s, ${rendered.width}x${rendered.height}`);

  if (!(await moveContent(content, ["processing"], "uploading"))) throw contentGone();
  const videoKey = socialVideoKey(content.domainId, content.contentId);
  const posterKey = socialPosterKey(content.domainId, content.contentId);
  // The keys belong to the content: a second attempt overwrites the first one's files, never adds to them.
  await Media.putFile(videoKey, rendered.videoPath, "video/mp4");
  await Media.putFile(posterKey, rendered.posterPath, "image/jpeg");
  await progress.step(UPLOADING, "Video and poster stored");

  return {
    output: {
      content_id: content.contentId,
      duration_ms: rendered.durationMs,
      renderer,
      words: script.words,
      voice: narrator.engineVoice,
      images,
      script: lines,
    },
    ...(script.provider ? { provider: script.provider, model: script.model } : {}),
    // The video reads done in the transaction that ends its run succeeded, never before.
    commit: {
      writes: moveWrites(
        content,
        ["uploading"],
        "done",
        { videoKey, posterKey, durationMs: rendered.durationMs, renderer, script: lines, ...(note ? { rendererNote: note } : {}) },
        note ? ["error"] : ["error", "rendererNote"],
      ),
      superseded: () => Promise.reject(contentGone()),
    },
  };
}

/** A run that finds its video finished already (its last attempt died before the run was closed) reports it as it is. */
function finished(content: SocialContentItem): RunResult {
  if (content.status === "fail") throw new RunFailure(content.error ?? "The video could not be made.");
  return { output: { content_id: content.contentId, duration_ms: content.durationMs ?? null, renderer: content.renderer ?? null } };
}

/**
 * The worker's part of a social video run, as the owner: read the post, write and speak the
 * script, gather the pictures, render, store. A failure leaves no file behind and the video
 * failed with the reason; the run then fails and its credits go back.
 */
export namespace SocialVideo {
  export async function execute(progress: Job.Progress, tools: VideoRunTools = { render: renderVideo }): Promise<RunResult> {
    const parsed = v.safeParse(SocialVideoInput, progress.run.input);
    if (!parsed.success) throw new RunFailure("The run does not describe a video.");
    const input = parsed.output;
    const content = await loadContent(progress.run.userId, input.content_id);
    if (!content || content.runId !== progress.run.runId) throw contentGone();
    if (!(IN_FLIGHT_STATUSES as readonly string[]).includes(content.status)) return finished(content);

    try {
      // A worker that died mid-way leaves the video where it was: this attempt starts it again.
      if (content.status !== "generating" && !(await moveContent(content, IN_FLIGHT_STATUSES, "generating"))) throw contentGone();
      return await withScratchDir((dir) => make(progress, input, content, dir, tools));
    } catch (error) {
      const reason = reasonOf(error);
      await Media.removePrefix(socialContentPrefix(content.domainId, content.contentId));
      if (reason === undefined) throw error;
      // The runner fails the run with this reason, and the hooks' `onFailed` fails the video with it.
      throw error instanceof VisibleError && !(error instanceof VideoError) ? error : new RunFailure(reason);
    }
  }
}
