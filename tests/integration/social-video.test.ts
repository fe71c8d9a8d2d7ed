import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { Resource } from "sst";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Credit } from "../../packages/core/src/credit";
import { paletteFor } from "../../packages/core/src/featured-image/palette";
import { DomainEntity } from "../../packages/core/src/site/domain.entity";
import { LedgerEntity } from "../../packages/core/src/credit/credit.entity";
import { Counter } from "../../packages/core/src/db/counter";
import { Job } from "../../packages/core/src/job";
import { RunEntity } from "../../packages/core/src/job/run.entity";
import { Media } from "../../packages/core/src/media";
import { loadContent } from "../../packages/core/src/social/content-status";
import { socialAgentBusyCounter, socialContentPrefix } from "../../packages/core/src/social/counters";
import { SocialGenerate } from "../../packages/core/src/social/generate";
import { narratorFor } from "../../packages/core/src/social/narrator";
import { detectLanguage } from "../../packages/core/src/social/post-language";
import { narrationOf, writeScript } from "../../packages/core/src/social/script";
import { SocialVideo } from "../../packages/core/src/social/video-run";
import { Speech } from "../../packages/core/src/speech";
import type { FrameSize, RenderVideoInput } from "../../packages/core/src/video/input";
import { renderVideo } from "../../packages/core/src/video/render";
import { call } from "../support/api";
import { holdRunMessages } from "../support/runs";
import { type ConnectedWordPress, connectedWordPress } from "../support/wordpress";

// The runs render what they would at full size, at a third of it each way: the same graph, motion and subtitles in
// a ninth of the pixels. The run leaves the frame to the renderer, whose full 1080x1920 output is checked by
// packages/core/src/video/render.test.ts; here each run's request is noted, to check it asks for nothing else.
const frames = { small: { width: 360, height: 640 }, asked: [] as Array<FrameSize | undefined> };
const render = (input: RenderVideoInput, outputDir: string) => {
  frames.asked.push(input.size);
  return renderVideo({ ...input, size: frames.small }, outputDir);
};

const run = promisify(execFile);
const executors = { social_video: (progress: Job.Progress) => SocialVideo.execute(progress, { render }) };

let site: ConnectedWordPress;
let scratch: string;
let agentId: string;
const posts = { pictured: 0, plain: 0, german: 0 };

// An introduction and three sections: a hook, three points and the closing line, five scenes.
const PICTURED_HEADINGS = ["Pick a small bin", "Feed it well", "Harvest the soil"];
const PICTURED = [
  "<p>A balcony compost bin turns kitchen scraps into dark, crumbly soil.</p>",
  `<h2>${PICTURED_HEADINGS[0]}</h2><p>A bin with a lid and a few air holes fits in any corner of a balcony.</p>`,
  `<h2>${PICTURED_HEADINGS[1]}</h2><p>Mix every handful of scraps with a handful of dry leaves or paper.</p>`,
  `<h2>${PICTURED_HEADINGS[2]}</h2><p>In eight weeks your herbs get the best food they have ever had.</p>`,
].join("\n");
// Short, so the videos render in seconds: the length rules are checked on the German post's narration.
const PLAIN = ["Water your herbs in the morning, before the sun gets hot."];
const GERMAN = [
  "Kompostieren auf dem Balkon ist einfacher, als die meisten Menschen denken.",
  "Sie brauchen nur einen kleinen Behälter mit Deckel, ein paar Löcher für die Luft und eine Schale darunter.",
  "Mischen Sie Küchenabfälle mit trockenem Laub, zerrissenem Papier oder Karton.",
  "Der Kompost sollte so feucht sein wie ein ausgedrückter Schwamm, und Sie wenden ihn einmal in der Woche.",
  "Fleisch, Käse und fettige Reste gehören nicht hinein, denn sie riechen und locken Tiere an.",
  "Im Sommer arbeitet der Kompost schnell, und nach etwa acht Wochen ist die Erde fertig.",
  "Sieben Sie den fertigen Kompost und mischen Sie ihn in die Töpfe mit Kräutern und Tomaten.",
  "Die Pflanzen wachsen danach kräftiger, und Sie werfen ein Drittel weniger Müll weg.",
  "Ein Deckel hält den Regen ab, damit der Kompost nicht zu nass wird.",
  "Wenn es doch einmal riecht, geben Sie mehr trockenes Laub dazu und wenden Sie alles gut.",
  "Kleine Fliegen sind kein Problem, solange Sie die Abfälle immer mit Laub bedecken.",
  "Im Winter ruht der Kompost, aber Sie können trotzdem weiter Abfälle sammeln.",
  "Im Frühling ist dann genug Erde für alle Töpfe und Kästen auf dem Balkon da.",
  "So wird aus dem kleinsten Balkon ein Garten, der sich selbst versorgt.",
];

const paragraphs = (sentences: string[]) => sentences.map((sentence) => `<!-- wp:paragraph --><p>${sentence}</p><!-- /wp:paragraph -->`).join("\n");

/** A published post, with pictures attached through WordPress's own media functions. */
async function addPost(title: string, content: string, pictures: { featured?: string; inline?: string } = {}) {
  return Number(
    await site.wordpress.php(`
      require_once ABSPATH . 'wp-admin/includes/image.php';
      function sitecrew_test_attach($path) {
        $upload = wp_upload_bits(basename($path), null, file_get_contents($path));
        $id = wp_insert_attachment(['post_mime_type' => $upload['type'], 'post_title' => basename($path), 'post_status' => 'inherit'], $upload['file']);
        wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $upload['file']));
        return $id;
      }
      $content = ${JSON.stringify(content)};
      ${pictures.inline ? `$content = '<!-- wp:image --><figure class="wp-block-image"><img src="' . esc_url(wp_get_attachment_url(sitecrew_test_attach(${JSON.stringify(pictures.inline)}))) . '" alt=""><figcaption>A caption</figcaption></figure><!-- /wp:image -->' . $content;` : ""}
      $post = wp_insert_post(['post_title' => ${JSON.stringify(title)}, 'post_content' => $content, 'post_status' => 'publish'], true);
      ${pictures.featured ? `set_post_thumbnail($post, sitecrew_test_attach(${JSON.stringify(pictures.featured)}));` : ""}
      echo $post;
    `),
  );
}

/** A video as Generate leaves it: the content item generating (its agent busy) and a run holding its credits, not yet delivered. */
async function startVideo(postId: number, choices: { language?: string; withSubtitle?: boolean; soundStyle?: string } = {}) {
  const { userId } = site.ref;
  const started = await site.asOwner(() =>
    SocialGenerate.start(
      {
        posts: [{ id: postId, title: `Post ${postId}` }],
        language: choices.language ?? "en-US",
        model: "veo3_fast",
        withSubtitle: choices.withSubtitle ?? false,
        soundStyle: choices.soundStyle ?? "",
      },
      agentId,
    ),
  );
  const { content_id: contentId, run_id: runId } = started.data[0]!;
  return { contentId, runId, credits: started.credits, body: { userId, runId } };
}

const bucket = new S3Client({ forcePathStyle: true });

async function storedKeys(contentId: string) {
  const page = await bucket.send(new ListObjectsV2Command({ Bucket: Resource.Avatars.name, Prefix: socialContentPrefix(site.ref.domainId, contentId) }));
  return (page.Contents ?? []).map((item) => item.Key!.split("/").pop()).sort();
}

const ledger = async (runId: string) =>
  (await LedgerEntity.query.byId({ userId: site.owner.userId }).go({ pages: "all" })).data
    .filter((row) => row.reference === runId)
    .map((row) => row.kind)
    .sort();

const runItem = async (runId: string) => (await RunEntity.get({ userId: site.owner.userId, runId }).go({ consistent: true })).data!;
const content = async (contentId: string) => (await loadContent(site.owner.userId, contentId))!;
const busy = () => Counter.read(site.owner.userId, socialAgentBusyCounter(site.ref.domainId, agentId));

/** The stored video on disk, and what ffprobe and ffmpeg find in it. */
async function inspect(key: string, name: string) {
  const stored = await Media.get(key);
  const file = join(scratch, name);
  await writeFile(file, stored!.body);
  const probe = JSON.parse(
    (await run("ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,codec_name,width,height,r_frame_rate:format=duration", "-of", "json", file]))
      .stdout,
  ) as { streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number; r_frame_rate: string }>; format: { duration: string } };
  const { stderr } = await run("ffmpeg", ["-hide_banner", "-nostats", "-i", file, "-map", "0:a", "-af", "volumedetect", "-f", "null", "-"]);
  return {
    file,
    video: probe.streams.find((stream) => stream.codec_type === "video")!,
    audio: probe.streams.find((stream) => stream.codec_type === "audio")!,
    seconds: Number(probe.format.duration),
    meanVolume: Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1]),
  };
}

/** A frame at `seconds` as 36x64 RGB pixels: enough to tell scenes and colours apart. */
async function framePixels(file: string, seconds: number) {
  const { stdout } = await run(
    "ffmpeg",
    ["-v", "error", "-ss", String(seconds), "-i", file, "-frames:v", "1", "-vf", "scale=36:64", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
    { encoding: "buffer", maxBuffer: 1024 * 1024 },
  );
  return stdout;
}

/** How far apart two frames are: the mean difference of their pixels' channels, 0 to 255. */
const distance = (a: Buffer, b: Buffer) => a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length;

/** A frame's mean colour. */
function meanColour(frame: Buffer) {
  const sums = [0, 0, 0];
  for (let index = 0; index < frame.length; index++) sums[index % 3]! += frame[index]!;
  return sums.map((sum) => sum / (frame.length / 3));
}

const rgb = (hex: string) => [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const colourDistance = (a: number[], b: number[]) => Math.hypot(...a.map((value, index) => value - b[index]!));

async function frameHash(file: string, seconds: number) {
  const { stdout } = await run("ffmpeg", ["-v", "error", "-ss", String(seconds), "-i", file, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "gray", "-"], {
    encoding: "buffer",
    maxBuffer: 16 * 1024 * 1024,
  });
  return createHash("sha256").update(stdout).digest("hex");
}

/** A video that failed: its reason on the content and the run, the credits back, nothing stored. */
async function expectFailed(video: { contentId: string; runId: string }, reason: string, balanceBefore: number) {
  const item = await content(video.contentId);
  expect(item.status).toBe("fail");
  expect(item.error).toBe(reason);
  const failedRun = await runItem(video.runId);
  expect(failedRun.status).toBe("failed");
  expect(failedRun.error).toBe(reason);
  expect(await ledger(video.runId)).toEqual(["hold", "release"]);
  expect(await Credit.balance(site.owner.userId)).toBe(balanceBefore);
  expect(await storedKeys(video.contentId)).toEqual([]);
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "social-video-"));
  site = await connectedWordPress();
  // This file is the media worker: it delivers each video's message itself.
  holdRunMessages();
  await Credit.grant({ userId: site.owner.userId, ledgerId: "led_social_video_start", credits: 500 });
  const agent = await call("POST", "/social-agent", {
    token: site.owner.token,
    body: { name: "Balcony Reels", voice: "espeak-en-us-f3", blog_id: site.ref.domainId },
  });
  if (agent.status !== 201) throw new Error(`POST /social-agent answered ${agent.status}: ${JSON.stringify(agent.body)}`);
  agentId = agent.body.data.bot_id;
  const featured = join(scratch, "featured.jpg");
  const inline = join(scratch, "inline.png");
  await run("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=1200x800", "-frames:v", "1", featured]);
  await run("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "mandelbrot=s=600x900", "-frames:v", "1", inline]);
  posts.pictured = await addPost("Balcony composting", PICTURED, { featured, inline });
  posts.plain = await addPost("Watering herbs", paragraphs(PLAIN));
  posts.german = await addPost("Kompost auf dem Balkon", paragraphs(GERMAN));
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await rm(scratch, { recursive: true, force: true });
});

describe("a social video run", () => {
  it("makes a narrated video of a post with its pictures at the renderer's full frame, once however often the message comes", async () => {
    const balance = await Credit.balance(site.owner.userId);
    frames.asked.length = 0;
    // Cinematic: its bed takes a tenth of the time calm's does to make, and this video is about the pictures.
    const video = await startVideo(posts.pictured, { withSubtitle: true, soundStyle: "cinematic" });
    await Promise.all([Job.handle(video.body, executors), Job.handle(video.body, executors)]);
    await Job.handle(video.body, executors);

    const item = await content(video.contentId);
    expect(item).toMatchObject({ status: "done", renderer: "local", rendererNote: expect.stringContaining("Veo 3 Fast") });
    expect(item.error).toBeUndefined();
    const done = await runItem(video.runId);
    expect(done.status).toBe("succeeded");
    expect(done.steps!.map((step) => step.name)).toEqual([
      "Reading the post",
      "Writing the script",
      "Recording the voice",
      "Gathering the visuals",
      "Rendering",
      "Uploading",
    ]);
    expect(done.output).toMatchObject({ content_id: video.contentId, renderer: "local", voice: "en-us+f3", images: 2, duration_ms: item.durationMs });
    expect(await ledger(video.runId)).toEqual(["capture", "hold"]);
    expect(await Credit.balance(site.owner.userId)).toBe(balance - video.credits);
    expect(await storedKeys(video.contentId)).toEqual(["poster.jpg", "video.mp4"]);
    expect(await busy()).toBe(0);

    // Rendered once, at the frame the renderer picks when asked for none: 1080x1920.
    expect(frames.asked).toEqual([undefined]);
    expect(done.steps!.find((step) => step.name === "Rendering")?.detail).toContain(`${frames.small.width}x${frames.small.height}`);
    const stored = await inspect(item.videoKey!, "pictured.mp4");
    expect(stored.video).toMatchObject({ codec_name: "h264", ...frames.small, r_frame_rate: "30/1" });
    expect(stored.audio.codec_name).toBe("aac");
    expect(stored.seconds).toBeGreaterThanOrEqual(3);
    expect(stored.seconds).toBeLessThanOrEqual(90);
    expect(Math.abs(stored.seconds * 1000 - item.durationMs!)).toBeLessThan(1000);
    expect(stored.meanVolume).toBeGreaterThan(-40);
    const poster = await Media.get(item.posterKey!);
    expect(Buffer.from(poster!.body).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // The script as the owner reads it: the hook over the featured picture, a point over the other
    // picture, the other points in the site's colours with their headings large, the closing over the end card.
    const script = (done.output as { script: Array<{ text: string; start: number; end: number; visual: string }> }).script;
    expect(script.map((line) => line.visual.split(":")[0])).toEqual(["picture", "picture", "words", "words", "end card"]);
    expect(new Set(script.filter((line) => line.visual.startsWith("picture:")).map((line) => line.visual)).size).toBe(2);
    expect(script.slice(2, 4).map((line) => line.visual)).toEqual([`words: ${PICTURED_HEADINGS[1]}`, `words: ${PICTURED_HEADINGS[2]}`]);
    expect(script[0]!.text).toBe("A balcony compost bin turns kitchen scraps into dark, crumbly soil.");
    expect(script.at(-1)!.text).toMatch(/^Read the whole post on .+\.$/);
    for (const line of script) for (const heading of PICTURED_HEADINGS) expect(line.text).not.toContain(heading);
    expect(script[0]!.start).toBe(0);
    expect(script.at(-1)!.end * 1000).toBeCloseTo(item.durationMs!, -2);
    const listed = await call("GET", `/social-agent/${agentId}/content`, { token: site.owner.token });
    expect(listed.body.data.find((row: { content_id: string }) => row.content_id === video.contentId).script).toEqual(script);

    // Frames every 2 s: each differs from the one before, and at least three scenes are seen.
    const samples: Buffer[] = [];
    for (let at = 0.5; at < stored.seconds - 0.2; at += 2) samples.push(await framePixels(stored.file, at));
    const steps = samples.slice(1).map((frame, index) => distance(frame, samples[index]!));
    expect(steps.every((step) => step > 0)).toBe(true);
    expect(steps.filter((step) => step > 12).length).toBeGreaterThanOrEqual(2);
    // Both pictures are shown, each in its own scene, and neither is a scene of the site's colours.
    const middle = (line: { start: number; end: number }) => (line.start + line.end) / 2;
    const [first, second, colours] = await Promise.all([script[0]!, script[1]!, script[2]!].map((line) => framePixels(stored.file, middle(line))));
    expect(distance(first!, second!)).toBeGreaterThan(12);
    expect(distance(first!, colours!)).toBeGreaterThan(12);
    expect(distance(second!, colours!)).toBeGreaterThan(12);
    // The end card is in the site's colours: the palette its niche and name give (the same as its title cards').
    const { data: domain } = await DomainEntity.get({ userId: site.owner.userId, domainId: site.ref.domainId }).go();
    const brand = paletteFor(domain!.websiteNiche ?? "", domain!.siteName?.trim() || domain!.websiteName?.trim() || domain!.domainName);
    const endCard = meanColour(await framePixels(stored.file, stored.seconds - 0.4));
    const brandMiddle = rgb(brand.from).map((value, index) => (value + rgb(brand.to)[index]!) / 2);
    expect(colourDistance(endCard, brandMiddle)).toBeLessThan(40);
  }, 120_000);

  it("shows scenes in the site's colours for a post without pictures, and burns in captions only when asked", async () => {
    const withSubtitles = await startVideo(posts.plain, { withSubtitle: true });
    const without = await startVideo(posts.plain, { withSubtitle: false });
    await Job.handle(withSubtitles.body, executors);
    await Job.handle(without.body, executors);
    const [on, off] = await Promise.all([content(withSubtitles.contentId), content(without.contentId)]);
    expect([on.status, off.status]).toEqual(["done", "done"]);
    expect((await runItem(withSubtitles.runId)).output).toMatchObject({ images: 0 });
    const [onFile, offFile] = [await inspect(on.videoKey!, "on.mp4"), await inspect(off.videoKey!, "off.mp4")];
    expect(Math.abs(onFile.seconds - offFile.seconds)).toBeLessThan(0.1);
    // Two seconds in, the hook is being spoken: its caption is on screen.
    expect(await frameHash(onFile.file, 2)).not.toBe(await frameHash(offFile.file, 2));
    expect(await frameHash(offFile.file, 2)).toBe(await frameHash(offFile.file, 2));
  }, 120_000);

  it("fails a video whose post left the site, with nothing stored and the credits back", async () => {
    const gone = await addPost("Soon gone", paragraphs(PLAIN));
    await site.wordpress.php(`wp_delete_post(${gone}, true);`);
    const balance = await Credit.balance(site.owner.userId);
    const video = await startVideo(gone);
    await Job.handle(video.body, executors);
    await expectFailed(video, "The post was removed from the site.", balance);
    expect(await busy()).toBe(0);
  });

  it("fails a video in a language no narrator speaks", async () => {
    const balance = await Credit.balance(site.owner.userId);
    const video = await startVideo(posts.plain);
    // Generate offers only languages espeak-ng speaks, so the worker is handed this run as one in a language without a narrator.
    await Job.handle(video.body, {
      social_video: (progress) => SocialVideo.execute({ ...progress, run: { ...progress.run, input: { ...(progress.run.input as object), language: "xx" } } }),
    });
    await expectFailed(video, "There is no narrator voice for xx yet.", balance);
  });

  it("fails a video in a language the post is not in when no AI provider can translate it", async () => {
    const balance = await Credit.balance(site.owner.userId);
    // The site is in English, so Generate takes an English video; the post itself is in German.
    const video = await startVideo(posts.german, { language: "en-US" });
    await Job.handle(video.body, executors);
    await expectFailed(video, "This post is in German: a video in English needs an AI provider to translate it.", balance);
  });

  it("fails a video ffmpeg cannot render and removes what an earlier attempt stored", async () => {
    const broken = join(scratch, "broken-tools");
    await run("mkdir", ["-p", broken]);
    await writeFile(join(broken, "ffmpeg"), "#!/bin/sh\necho 'Invalid data found when processing input' >&2\nexit 1\n");
    await chmod(join(broken, "ffmpeg"), 0o755);
    const balance = await Credit.balance(site.owner.userId);
    const video = await startVideo(posts.plain);
    await Media.put(`${socialContentPrefix(site.ref.domainId, video.contentId)}video.mp4`, new Uint8Array([0, 0, 0, 24]), "video/mp4");
    const path = process.env.PATH;
    process.env.PATH = `${broken}:${path}`;
    try {
      await Job.handle(video.body, executors);
    } finally {
      process.env.PATH = path;
    }
    await expectFailed(video, "The video could not be rendered: the pictures and sound could not be put together.", balance);
    expect(await busy()).toBe(0);
  });

  it("narrates a post in its own language for 20 to 45 seconds without an AI provider", async () => {
    const post = await site.asOwner(async () => (await import("../../packages/core/src/content")).Content.post(site.ref, posts.german));
    const script = await writeScript({
      title: post.title,
      html: post.content,
      language: "de",
      instruction: "",
      siteLanguage: () => Promise.resolve("en" as const),
      siteName: "Grüner Balkon",
    });
    const text = narrationOf(script);
    expect(detectLanguage(text)).toBe("de");
    expect(script.parts[0]!.text).toBe(GERMAN[0]);
    expect(script.parts.filter((part) => part.role === "point").every((part) => GERMAN.includes(part.text))).toBe(true);
    expect(script.parts.at(-1)!.text).toBe("Den ganzen Beitrag lesen Sie auf Grüner Balkon.");
    const narration = await Speech.synthesize({ text, voiceId: narratorFor("espeak-en-us-f3", "de-DE").engineVoice });
    expect(narration.durationMs).toBeGreaterThanOrEqual(20_000);
    expect(narration.durationMs).toBeLessThanOrEqual(45_000);
  });
});
