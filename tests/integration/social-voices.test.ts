import { execFile } from "node:child_process";
import { readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { Media } from "../../packages/core/src/media";
import { SOUND_STYLES } from "../../packages/core/src/social/styles";
import { Speech } from "../../packages/core/src/speech";
import { withScratchDir } from "../../packages/core/src/util/process";
import { createApi } from "../../packages/functions/src/api";
import { call } from "../support/api";
import { registeredUser } from "../support/users";

const run = promisify(execFile);
const api = createApi();
const STYLES_FOLDER = join(import.meta.dirname, "../../packages/web/public/styles");

/** A file route's answer with its bytes intact (the JSON helper reads bodies as text). */
async function download(path: string) {
  const response = await api.request(path);
  return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
}

/** What ffprobe and ffmpeg hear in an audio file. */
async function listen(file: string) {
  const probe = await run("ffprobe", ["-v", "error", "-show_entries", "format=format_name,duration", "-of", "json", file]);
  const format = (JSON.parse(probe.stdout) as { format: { format_name: string; duration: string } }).format;
  const { stderr } = await run("ffmpeg", ["-hide_banner", "-nostats", "-i", file, "-af", "volumedetect", "-f", "null", "-"]);
  return { format: format.format_name, seconds: Number(format.duration), meanVolume: Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1]) };
}

/** The level in dB of each tenth of a second: the rhythm and swell of a sound. */
async function levels(file: string) {
  const { stdout } = await run("ffmpeg", ["-v", "error", "-i", file, "-ac", "1", "-ar", "8000", "-f", "s16le", "-"], {
    encoding: "buffer",
    maxBuffer: 64 * 1024 * 1024,
  });
  const samples = new Int16Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.byteLength - (stdout.byteLength % 2)));
  const window = 800;
  return Array.from({ length: Math.floor(samples.length / window) }, (_, i) => {
    const slice = samples.subarray(i * window, (i + 1) * window);
    const power = slice.reduce((sum, value) => sum + value * value, 0) / window;
    return 10 * Math.log10(power / 32768 ** 2 + 1e-9);
  });
}

const listenToBytes = (bytes: Uint8Array, name: string) =>
  withScratchDir(async (dir) => {
    await writeFile(join(dir, name), bytes);
    return listen(join(dir, name));
  });

describe("social media agent voices", () => {
  it("lists voices only to a signed-in owner, each with a sample to play", async () => {
    expect((await call("GET", "/agent-voices")).status).toBe(401);
    expect((await call("GET", "/social-agent/styles")).status).toBe(401);

    const { token } = await registeredUser();
    const { status, body } = await call<{ data: Array<{ voice_id: string; name: string; gender: string; language: string; voice_url: string }> }>(
      "GET",
      "/agent-voices",
      { token },
    );
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    expect(new Set(body.data.map((voice) => voice.gender))).toEqual(new Set(["female", "male"]));
    expect(new Set(body.data.map((voice) => voice.language)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(body.data.map((voice) => voice.voice_id)).size).toBe(body.data.length);
    for (const voice of body.data) {
      expect(voice.voice_id).toMatch(/^[a-z0-9-]+$/);
      expect(voice.voice_url).toBe(`/api/files/voices/${voice.voice_id}.mp3`);
    }
  });

  it("makes a voice's sample on the first request, then serves the stored one", async () => {
    const { token } = await registeredUser();
    const voices = (await call("GET", "/agent-voices", { token })).body.data as Array<{ voice_id: string; voice_url: string }>;
    const german = voices.find((voice) => voice.voice_id === "espeak-de-m3")!;
    const key = `voices/${german.voice_id}.mp3`;
    await Media.removePrefix(key);

    const first = await download(german.voice_url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("audio/mpeg");
    expect(first.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("cross-origin-resource-policy")).toBe("same-site");
    const heard = await listenToBytes(first.body, "sample.mp3");
    expect(heard.format).toBe("mp3");
    expect(heard.seconds).toBeGreaterThan(1);
    expect(heard.seconds).toBeLessThan(10);
    expect(heard.meanVolume).toBeGreaterThan(-50);
    expect((await Media.get(key))?.body).toEqual(first.body);

    // A stored sample with a mark of its own comes back as it is: nothing was synthesised again.
    const marked = new Uint8Array([...first.body, ...new TextEncoder().encode("stored")]);
    await Media.put(key, marked, "audio/mpeg");
    expect((await download(german.voice_url)).body).toEqual(marked);
    await Media.put(key, first.body, "audio/mpeg");
  });

  it("stores one whole sample when first requests arrive together", async () => {
    const url = "/api/files/voices/espeak-fr-f3.mp3";
    await Media.removePrefix("voices/espeak-fr-f3.mp3");
    const answers = await Promise.all(Array.from({ length: 6 }, () => download(url)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect((await Media.get("voices/espeak-fr-f3.mp3"))?.body).toEqual(answers[0]!.body);
    expect((await listenToBytes(answers[0]!.body, "sample.mp3")).meanVolume).toBeGreaterThan(-50);
  });

  it("answers 404 for voices it does not have, and makes nothing for them", async () => {
    for (const file of ["espeak-xx-f1.mp3", "espeak-en-us-f3.wav", "espeak-en-us-f3", "..%2Fespeak-en-us-f3.mp3", "polly-joanna.mp3"]) {
      const answer = await call("GET", `/files/voices/${file}`);
      expect(answer.status, file).toBe(404);
      expect(answer.body.message).toBe("File not found");
    }
    expect(await Media.get("voices/espeak-xx-f1.mp3")).toBeUndefined();
    expect(await Media.get("voices/polly-joanna.mp3")).toBeUndefined();
  });

  it("narrates offline with one timing per sentence that covers the audio", async () => {
    const text = "Short videos bring readers back. Each one starts from a post! Does it work in every language?";
    const narration = await Speech.synthesize({ text, voiceId: "en-gb+f2" });
    expect(narration.sentences.map((sentence) => sentence.text)).toEqual([
      "Short videos bring readers back.",
      "Each one starts from a post!",
      "Does it work in every language?",
    ]);
    let previousEnd = -1;
    for (const sentence of narration.sentences) {
      expect(sentence.startMs).toBeGreaterThan(previousEnd);
      expect(sentence.endMs).toBeGreaterThan(sentence.startMs);
      previousEnd = sentence.endMs;
    }
    const heard = await listenToBytes(narration.audio, "narration.wav");
    expect(heard.meanVolume).toBeGreaterThan(-50);
    expect(Math.abs(heard.seconds * 1000 - narration.durationMs)).toBeLessThan(50);
    expect(narration.sentences[0]!.startMs).toBeLessThan(300);
    expect(Math.abs(narration.sentences.at(-1)!.endMs - heard.seconds * 1000)).toBeLessThan(300);
  });
});

describe("social media agent sound styles", () => {
  it("lists the styles, each with a preview the dashboard serves", async () => {
    const { token } = await registeredUser();
    const { status, body } = await call<{ data: Array<{ style_id: string; name: string; prompt: string }> }>("GET", "/social-agent/styles", { token });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.length).toBeLessThanOrEqual(6);
    expect(body.data.map((style) => style.style_id)).toEqual(SOUND_STYLES.map((style) => style.style_id));
    for (const style of body.data) {
      expect(style.name).toMatch(/^[A-Za-z]+$/);
      expect(style.prompt.length).toBeGreaterThan(40);
    }
  });

  it("ships a 10-15 s MP3 preview per style, each sounding different", async () => {
    const heard: Array<{ name: string; levels: number[] }> = [];
    for (const style of SOUND_STYLES) {
      const file = join(STYLES_FOLDER, `${style.name}.mp3`);
      expect((await stat(file)).size).toBeLessThan(250 * 1024);
      expect([...(await readFile(file)).subarray(0, 3)]).toEqual([..."ID3"].map((char) => char.charCodeAt(0)));
      const sound = await listen(file);
      expect(sound.format).toBe("mp3");
      expect(sound.seconds).toBeGreaterThanOrEqual(10);
      expect(sound.seconds).toBeLessThanOrEqual(15);
      expect(sound.meanVolume).toBeGreaterThan(-50);
      heard.push({ name: style.name, levels: await levels(file) });
    }
    // Any two styles move differently in time: their level curves are far apart on average.
    for (const [i, a] of heard.entries()) {
      for (const b of heard.slice(i + 1)) {
        const length = Math.min(a.levels.length, b.levels.length);
        const apart = a.levels.slice(0, length).reduce((sum, level, t) => sum + Math.abs(level - b.levels[t]!), 0) / length;
        expect(apart, `${a.name} and ${b.name}`).toBeGreaterThan(3);
      }
    }
  });
});
