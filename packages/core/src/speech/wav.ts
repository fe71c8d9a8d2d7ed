export interface PcmFormat {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
}

export interface Pcm {
  format: PcmFormat;
  data: Uint8Array;
}

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The samples of a PCM WAV file; engines that stream may leave the data size unset, so it is clamped to the file. */
export function readWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || ascii(bytes, 0) !== "RIFF" || ascii(bytes, 8) !== "WAVE") throw new Error("Not a WAV file");
  let format: PcmFormat | undefined;
  for (let at = 12; at + 8 <= bytes.byteLength;) {
    const id = ascii(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt ") {
      if (view.getUint16(body, true) !== 1) throw new Error("Only PCM WAV files are supported");
      format = { channels: view.getUint16(body + 2, true), sampleRate: view.getUint32(body + 4, true), bitsPerSample: view.getUint16(body + 14, true) };
    } else if (id === "data") {
      if (!format) throw new Error("WAV data before its format");
      return { format, data: bytes.subarray(body, Math.min(body + size, bytes.byteLength)) };
    }
    at = body + size + (size % 2);
  }
  throw new Error("WAV file without data");
}

export const bytesPerSecond = (format: PcmFormat) => (format.sampleRate * format.channels * format.bitsPerSample) / 8;

export const durationMsOf = (pcm: Pcm) => Math.round((pcm.data.byteLength / bytesPerSecond(pcm.format)) * 1000);

export function writeWav(pcm: Pcm): Uint8Array {
  const { format, data } = pcm;
  const out = new Uint8Array(44 + data.byteLength);
  const view = new DataView(out.buffer);
  const text = (at: number, value: string) => [...value].forEach((char, i) => (out[at + i] = char.charCodeAt(0)));
  text(0, "RIFF");
  view.setUint32(4, 36 + data.byteLength, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, format.channels, true);
  view.setUint32(24, format.sampleRate, true);
  view.setUint32(28, bytesPerSecond(format), true);
  view.setUint16(32, (format.channels * format.bitsPerSample) / 8, true);
  view.setUint16(34, format.bitsPerSample, true);
  text(36, "data");
  view.setUint32(40, data.byteLength, true);
  out.set(data, 44);
  return out;
}

/**
 * Clips one after another with silence between them, and where each clip starts and ends.
 * Offsets are counted in whole samples, so the times are exact for the joined audio.
 */
export function joinClips(clips: Pcm[], pauseMs: number): { pcm: Pcm; spans: Array<{ startMs: number; endMs: number }> } {
  const format = clips[0]?.format;
  if (!format) throw new Error("No clips to join");
  for (const clip of clips) {
    if (clip.format.sampleRate !== format.sampleRate || clip.format.channels !== format.channels || clip.format.bitsPerSample !== format.bitsPerSample) {
      throw new Error("Clips differ in format");
    }
  }
  const frame = (format.channels * format.bitsPerSample) / 8;
  const pause = Math.round((pauseMs / 1000) * format.sampleRate) * frame;
  const whole = (clip: Pcm) => clip.data.byteLength - (clip.data.byteLength % frame);
  const total = clips.reduce((sum, clip) => sum + whole(clip), 0) + pause * (clips.length - 1);
  const data = new Uint8Array(total);
  const ms = (bytes: number) => Math.round((bytes / bytesPerSecond(format)) * 1000);
  const spans: Array<{ startMs: number; endMs: number }> = [];
  let at = 0;
  clips.forEach((clip, index) => {
    if (index > 0) at += pause;
    data.set(clip.data.subarray(0, whole(clip)), at);
    spans.push({ startMs: ms(at), endMs: ms(at + whole(clip)) });
    at += whole(clip);
  });
  return { pcm: { format, data }, spans };
}

// About -40 dBFS: quieter than any syllable, louder than the engine's dither.
const VOICE_THRESHOLD = 330;

/** Where the voice starts and stops inside a clip of 16-bit PCM, in milliseconds from its start (the engine pads both ends with silence). */
export function voicedSpan(pcm: Pcm): { startMs: number; endMs: number } {
  const { format, data } = pcm;
  const whole = durationMsOf(pcm);
  if (format.bitsPerSample !== 16) return { startMs: 0, endMs: whole };
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const samples = Math.floor(data.byteLength / 2);
  const loud = (index: number) => Math.abs(view.getInt16(index * 2, true)) > VOICE_THRESHOLD;
  let first = 0;
  while (first < samples && !loud(first)) first++;
  if (first === samples) return { startMs: 0, endMs: whole };
  let last = samples - 1;
  while (last > first && !loud(last)) last--;
  const ms = (sample: number) => Math.round((Math.floor(sample / format.channels) / format.sampleRate) * 1000);
  return { startMs: ms(first), endMs: Math.min(whole, ms(last + 1)) };
}
