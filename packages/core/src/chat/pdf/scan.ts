import { ascii85Size, asciiHexSize, brotliSize, type Decoded, inflatedSize, lzwSize, runLengthSize } from "./decoded-size";
import { dictionaryBetween, isRegular, isWhitespace, nextToken, type PdfDict, type PdfValue } from "./syntax";

/** What a PDF's streams may decode to, before pdf.js is let near them. */
export interface DecodeLimits {
  /** One stream, decoded. */
  streamBytes: number;
  /** Every stream of the file together, decoded. */
  fileBytes: number;
}

/**
 * pdf.js decodes a stream whole into one growing buffer outside the reader thread's heap, where
 * its memory limit does not reach: a few KB compressed twice over are a gigabyte. So the file's
 * streams are measured first, each decoded on the side and counted without being kept, and a
 * file is refused when one stream or all of them together pass the limits, or when it is built
 * to defeat the count: filters chained on one stream, filters or predictor settings given by
 * reference, object streams packed with anything but Flate, a stream dictionary that cannot be
 * read. Streams that do not decode (an encrypted file's) count what they yield before failing;
 * pdf.js judges the rest.
 */
export async function withinDecodeLimits(bytes: Uint8Array, limits: DecodeLimits): Promise<boolean> {
  const budget = { ...limits, used: 0 };
  try {
    await scan(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), budget, 0);
    return true;
  } catch (error) {
    if (error instanceof Refused) return false;
    throw error;
  }
}

class Refused extends Error {}

interface Budget extends DecodeLimits {
  used: number;
}

/** Object streams inside object streams: deeper than any writer goes. */
const MAX_NESTING = 2;
/** The widest predictor row a real image or cross-reference stream has is far below this; pdf.js allocates a row before reading it. */
const MAX_PREDICTOR_ROW = 1024 * 1024;
/** `<<` tried backwards from a stream's `>>` before its dictionary counts as unreadable. */
const MAX_CANDIDATES = 64;
/** Far longer than a stream's dictionary gets. */
const MAX_DICTIONARY = 64 * 1024;
/** Comment lines between a dictionary and its `stream` keyword, looked through before giving up on it. */
const MAX_COMMENT_LINES = 16;

/** The `stream` keyword as pdf.js's lexer sees it: a whole word, not the end of `endstream`. */
const STREAM_KEYWORD = /stream/g;

async function scan(data: Buffer, budget: Budget, nesting: number) {
  const text = data.toString("latin1");
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const at = match.index;
    if (isRegular(text.charCodeAt(at - 1)) || isRegular(text.charCodeAt(at + 6))) continue;
    for (const dict of dictionariesBefore(text, at)) await measure(data, text, dict, dataStart(text, at + 6), budget, nesting);
  }
}

/** After the keyword pdf.js skips to the next line; the data starts there. */
function dataStart(text: string, from: number) {
  const lineEnd = text.slice(from).search(/\r\n?|\n/);
  if (lineEnd < 0) return text.length;
  return from + lineEnd + (text.startsWith("\r\n", from + lineEnd) ? 2 : 1);
}

function spaceBefore(text: string, at: number, floor = 0) {
  let end = at;
  while (end > floor && isWhitespace(text.charCodeAt(end - 1))) end--;
  return end;
}

/** A `>>` ends at `end`, and reading on from it the next token is the keyword (a `>>` in a comment is not followed by it). */
const closesBefore = (text: string, end: number, keyword: number) => text.startsWith(">>", end - 2) && nextToken(text, end) === keyword;

const lineStartOf = (text: string, at: number) => Math.max(text.lastIndexOf("\n", at - 1), text.lastIndexOf("\r", at - 1)) + 1;

/**
 * Where the `>>` before a `stream` keyword may end, with only whitespace and comments between
 * them (pdf.js's lexer skips both). Comments are peeled back a line at a time; as a `%` or a `>>`
 * may sit inside a string or a comment, every place that fits is a candidate.
 */
function dictEndsBefore(text: string, keyword: number) {
  const ends: number[] = [];
  let end = keyword;
  for (let lines = 0; lines < MAX_COMMENT_LINES; lines++) {
    end = spaceBefore(text, end);
    if (closesBefore(text, end, keyword)) ends.push(end);
    const lineStart = lineStartOf(text, end);
    let previousLine: number | undefined;
    for (let percent = text.lastIndexOf("%", end - 1); percent >= lineStart; percent = text.lastIndexOf("%", percent - 1)) {
      const before = spaceBefore(text, percent, lineStart);
      if (before === lineStart) previousLine = lineStart;
      else if (closesBefore(text, before, keyword)) ends.push(before);
    }
    if (previousLine === undefined) break;
    end = previousLine;
  }
  return ends;
}

/**
 * Every dictionary that could end right before a `stream` keyword: from each candidate end, each
 * `<<` within reach that reads as one dictionary up to it. A `<<` in a string or a comment can
 * read as one too, so all are measured, and one of them is the dictionary pdf.js reads. None when
 * the keyword follows no `>>`: then it is a word in some text, not a stream.
 */
function dictionariesBefore(text: string, keyword: number): PdfDict[] {
  const ends = dictEndsBefore(text, keyword);
  const found: PdfDict[] = [];
  for (const end of ends) {
    const reach = end - MAX_DICTIONARY;
    for (let start = end - 2, tries = 0; tries < MAX_CANDIDATES; tries++) {
      start = text.lastIndexOf("<<", start - 1);
      if (start < 0 || start < reach) break;
      const dict = dictionaryBetween(text, start, end);
      if (dict) found.push(dict);
    }
  }
  if (ends.length > 0 && found.length === 0) throw new Refused();
  return found;
}

/** pdf.js reads /F and /DP before /Filter and /DecodeParms. */
const entry = (dict: PdfDict, short: string, long: string) => (dict.has(short) ? dict.get(short) : dict.get(long));

/** The one filter a stream is decoded with, and its parameters; none when there is no filter. */
function filterOf(dict: PdfDict): { name: string; params?: PdfValue } | undefined {
  const filter = entry(dict, "F", "Filter");
  const params = entry(dict, "DP", "DecodeParms");
  if (!filter || filter.kind === "ref") return refuseIf(!!filter);
  if (filter.kind === "name") return { name: filter.name, params };
  if (filter.kind !== "array") return undefined;
  if (filter.items.length > 1) throw new Refused();
  const [only] = filter.items;
  if (!only) return undefined;
  if (only.kind !== "name") throw new Refused();
  return { name: only.name, params: params?.kind === "array" ? params.items[0] : undefined };
}

function refuseIf(condition: boolean): undefined {
  if (condition) throw new Refused();
  return undefined;
}

/** A direct number from a parameters dictionary; a reference is refused, as it could say anything once resolved. */
function number(params: PdfDict, short: string, long?: string) {
  const value = long ? entry(params, short, long) : params.get(short);
  if (value?.kind === "ref") throw new Refused();
  return value?.kind === "number" ? value.value : undefined;
}

/** A predictor (Flate and LZW) allocates one row before it reads a byte: its width must be sane. */
function checkPredictor(params: PdfValue | undefined) {
  if (params?.kind === "ref") throw new Refused();
  if (params?.kind !== "dict") return;
  const predictor = number(params.entries, "Predictor") ?? 1;
  if (predictor <= 1) return;
  const colors = number(params.entries, "Colors") || 1;
  const bits = number(params.entries, "BPC", "BitsPerComponent") || 8;
  const columns = number(params.entries, "Columns") || 1;
  if ((columns * colors * bits) / 8 > MAX_PREDICTOR_ROW) throw new Refused();
}

function earlyChange(params: PdfValue | undefined) {
  return params?.kind === "dict" ? (number(params.entries, "EarlyChange") ?? 1) : 1;
}

/** The stream's own bytes: its /Length when pdf.js would take it (`endstream` follows), else up to `endstream`. */
function rawExtent(text: string, dict: PdfDict, start: number) {
  const length = dict.get("Length");
  if (length?.kind === "number" && Number.isInteger(length.value) && length.value >= 0) {
    const end = start + length.value;
    const after = nextToken(text, end);
    if (end <= text.length && text.startsWith("endstream", after) && !isRegular(text.charCodeAt(after + 9))) return { end, exact: true };
  }
  const found = text.indexOf("endstream", start);
  return { end: found < 0 ? text.length : found, exact: false };
}

const isObjectStream = (dict: PdfDict) => {
  const type = dict.get("Type");
  return (type?.kind === "name" && type.name === "ObjStm") || dict.has("First");
};

/**
 * Decodes (or counts) one stream against what is left of the budget. A decoder that ends by
 * itself (Flate, Brotli, LZW, RunLength, ASCII85, ASCIIHex) is given the rest of the file when
 * the stream's length is not plain, so no choice of length can make pdf.js decode more than was
 * counted. Image filters count their raw bytes: text is read without decoding pictures.
 */
async function decodedSize(
  data: Buffer,
  name: string,
  params: PdfValue | undefined,
  extent: { end: number; exact: boolean },
  start: number,
  cap: number,
  keep: boolean,
): Promise<Decoded> {
  const rest = data.subarray(start, extent.exact ? extent.end : data.length);
  const raw = data.subarray(start, extent.end);
  switch (name) {
    case "Fl":
    case "FlateDecode":
      checkPredictor(params);
      return inflatedSize(rest, cap, keep);
    case "LZW":
    case "LZWDecode":
      checkPredictor(params);
      return lzwSize(rest, earlyChange(params));
    case "BrotliDecode":
      return brotliSize(rest, cap);
    case "RL":
    case "RunLengthDecode":
      return runLengthSize(rest);
    case "A85":
    case "ASCII85Decode":
      return ascii85Size(rest);
    case "AHx":
    case "ASCIIHexDecode":
      return asciiHexSize(rest);
    default:
      return { size: raw.length };
  }
}

async function measure(data: Buffer, text: string, dict: PdfDict, start: number, budget: Budget, nesting: number) {
  const filter = filterOf(dict);
  const extent = rawExtent(text, dict, start);
  const objects = isObjectStream(dict);
  if (objects && filter && !["Fl", "FlateDecode"].includes(filter.name)) throw new Refused();
  const cap = Math.min(budget.streamBytes, budget.fileBytes - budget.used);
  const decoded = filter
    ? await decodedSize(data, filter.name, filter.params, extent, start, cap, objects)
    : { size: extent.end - start, bytes: objects ? data.subarray(start, extent.end) : undefined };
  budget.used += decoded.size;
  if (decoded.size > cap) throw new Refused();
  // pdf.js reads streams packed inside object streams too.
  if (objects && decoded.bytes) {
    if (nesting >= MAX_NESTING) throw new Refused();
    await scan(decoded.bytes, budget, nesting + 1);
  }
}
