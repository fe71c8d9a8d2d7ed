import type { Transform } from "node:stream";
import { createBrotliDecompress, createInflate } from "node:zlib";

/**
 * How many bytes a stream decodes to, counted up to `cap` and no further: `size` past `cap`
 * means it decodes to more. Bytes that fail to decode partway count up to where they fail, as
 * pdf.js keeps what it decoded before the error.
 */
export interface Decoded {
  size: number;
  /** The decoded bytes, when asked for and within the cap. */
  bytes?: Buffer;
}

/** Big enough that a large stream takes few trips to zlib's thread, small enough to stop close to the cap. */
const CHUNK = 64 * 1024;

/** Runs a zlib decoder over `input`, keeping count of its output and stopping it at the cap, so it never holds more than a chunk past it. */
function counted(decoder: Transform, input: Uint8Array, cap: number, keep: boolean) {
  return new Promise<Decoded>((settle) => {
    let size = 0;
    const kept: Buffer[] = [];
    const finish = () => {
      decoder.destroy();
      settle({ size, bytes: keep && size <= cap ? Buffer.concat(kept) : undefined });
    };
    decoder.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) finish();
      else if (keep) kept.push(chunk);
    });
    decoder.once("end", finish);
    decoder.on("error", finish);
    decoder.end(input);
  });
}

export const inflatedSize = (input: Uint8Array, cap: number, keep = false) => counted(createInflate({ chunkSize: CHUNK }), input, cap, keep);

export const brotliSize = (input: Uint8Array, cap: number) => counted(createBrotliDecompress({ chunkSize: CHUNK }), input, cap, false);

/**
 * LZW's output length follows from its codes alone: each code stands for its table entry, and
 * each new entry is one byte longer than the one before it. Read as pdf.js reads it.
 */
export function lzwSize(input: Uint8Array, earlyChange: number): Decoded {
  const lengths = new Uint16Array(4096).fill(1, 0, 256);
  let [codeLength, nextCode, previous, current, size] = [9, 258, 0, 0, 0];
  let [bits, cached, at] = [0, 0, 0];
  for (;;) {
    while (bits < codeLength && at < input.length) {
      cached = ((cached << 8) | input[at++]!) >>> 0;
      bits += 8;
    }
    if (bits < codeLength) break;
    bits -= codeLength;
    const code = (cached >>> bits) & ((1 << codeLength) - 1);
    const hadSequence = current > 0;
    if (code === 256) {
      [codeLength, nextCode, current] = [9, 258, 0];
      continue;
    }
    if (code === 257) break;
    current = code < 256 ? 1 : code < nextCode ? lengths[code]! : current + 1;
    if (hadSequence) {
      if (nextCode < lengths.length) lengths[nextCode] = lengths[previous]! + 1;
      nextCode++;
      const next = nextCode + earlyChange;
      if ((next & (next - 1)) === 0) codeLength = Math.min(Math.log2(next) + 1, 12) | 0;
    }
    previous = code;
    size += current;
  }
  return { size };
}

/** RunLength: a length byte, then that many bytes plus one, or one byte repeated 257 minus it; 128 ends. */
export function runLengthSize(input: Uint8Array): Decoded {
  let size = 0;
  for (let at = 0; at < input.length;) {
    const length = input[at]!;
    if (length === 128) break;
    size += length < 128 ? length + 1 : 257 - length;
    at += length < 128 ? length + 2 : 2;
  }
  return { size };
}

/** ASCII85: five characters make four bytes, `z` four zero bytes, `~` ends. */
export function ascii85Size(input: Uint8Array): Decoded {
  let [zeros, characters] = [0, 0];
  for (const code of input) {
    if (code === 0x7e) break;
    if (code === 0x7a) zeros++;
    else if (code >= 0x21 && code <= 0x75) characters++;
  }
  return { size: zeros * 4 + Math.floor((characters * 4) / 5) };
}

/** ASCIIHex: two digits make a byte, `>` ends. */
export function asciiHexSize(input: Uint8Array): Decoded {
  let digits = 0;
  for (const code of input) {
    if (code === 0x3e) break;
    if ((code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66)) digits++;
  }
  return { size: Math.ceil(digits / 2) };
}
