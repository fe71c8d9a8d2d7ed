import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { constants, deflateRawSync, deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { png } from "./files";

const run = promisify(execFile);

/** Splits a paragraph into lines that fit an A4 page at 11 pt. */
function lines(text: string, width = 90) {
  const out: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + word.length + 1 > width) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    out.push(line);
  }
  return out;
}

/** A PDF with selectable text, one page per entry of `pages`. */
export async function textPdf(pages: string[], title = "Test document"): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = document.addPage([595, 842]);
    let y = 800;
    for (const line of lines(text)) {
      if (y < 40) break;
      page.drawText(line, { x: 40, y, size: 11, font });
      y -= 15;
    }
  }
  return document.save();
}

/** A PDF whose only content is a picture: what a scanned document looks like to a text reader. */
export async function imageOnlyPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const image = await document.embedPng(png());
  document.addPage([595, 842]).drawImage(image, { x: 40, y: 400, width: 300, height: 300 });
  return document.save();
}

/** A PDF that opens only with a password (256-bit AES, made by Debian's qpdf). */
export async function encryptedPdf(): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), "sitecrew-pdf-"));
  try {
    await writeFile(join(dir, "plain.pdf"), await textPdf(["Prices are confidential."]));
    await run("qpdf", ["--encrypt", "visitor-secret", "owner-secret", "256", "--", join(dir, "plain.pdf"), join(dir, "locked.pdf")]);
    return new Uint8Array(await readFile(join(dir, "locked.pdf")));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A valid text PDF padded past `bytes` in size (with a comment after its end marker, which readers ignore). */
export async function pdfOfSize(bytes: number): Promise<Uint8Array> {
  const base = await textPdf(["A large price list."]);
  const padded = new Uint8Array(Math.max(bytes, base.length));
  padded.set(base);
  padded.fill(0x25, base.length);
  return padded;
}

type RawObject = string | { dict: string; stream: Uint8Array };

/** A PDF written object by object (numbered from 1, the first the catalog), for shapes pdf-lib would not make. */
function rawPdf(objects: RawObject[]): Uint8Array {
  const parts: Buffer[] = [];
  let length = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part);
    parts.push(bytes);
    length += bytes.length;
  };
  push("%PDF-1.7\n");
  const offsets = objects.map((object, index) => {
    const offset = length;
    if (typeof object === "string") push(`${index + 1} 0 obj\n${object}\nendobj\n`);
    else {
      push(`${index + 1} 0 obj\n<< ${object.dict} /Length ${object.stream.length} >>\nstream\n`);
      push(object.stream);
      push("\nendstream\nendobj\n");
    }
    return offset;
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  push(offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join(""));
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

const helvetica = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";

/** Page content that writes `lines` lines of text, one item each, packed so close that all stay on the page. */
function textLines(lines: number, text: string) {
  const line = `(${text}) Tj T*\n`;
  return Buffer.concat([Buffer.from("BT /F1 11 Tf 0.001 TL 40 800 Td\n"), Buffer.alloc(lines * line.length, line), Buffer.from("ET\n")]);
}

/**
 * `count` pages (18,000 by default) that all draw the same compressed content stream: under 2 MB,
 * yet a reader that reads every page parses that stream 18,000 times.
 */
export function manyPagesPdf(count = 18_000): Uint8Array {
  const firstPage = 5;
  const kids = Array.from({ length: count }, (_, index) => `${firstPage + index} 0 R`).join(" ");
  const content = deflateSync(textLines(200, "Every page of this catalogue repeats the same long price list."), { level: 9 });
  return rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Count ${count} /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Kids [${kids}] >>`,
    { dict: "/Filter /FlateDecode", stream: content },
    helvetica,
    ...Array.from({ length: count }, () => "<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>"),
  ]);
}

/**
 * A compression bomb: a few hundred KB of Flate streams that inflate to about 40 MB of text, over
 * `pages` pages: within what a file may decode to, far past the text a chat agent reads.
 */
export function compressionBombPdf(pages = 4, megabytes = 40): Uint8Array {
  const text = "Basil, thyme and rosemary seedlings ship every Tuesday and Friday from our nursery";
  const perPage = Math.ceil((megabytes * 1024 * 1024) / pages / `(${text}) Tj T*\n`.length);
  const content = deflateSync(textLines(perPage, text), { level: 9 });
  const firstPage = 4;
  const kids = Array.from({ length: pages }, (_, index) => `${firstPage + index * 2} 0 R`).join(" ");
  return rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Count ${pages} /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Kids [${kids}] >>`,
    helvetica,
    ...Array.from({ length: pages }, (_, index) => [
      `<< /Type /Page /Parent 2 0 R /Contents ${firstPage + index * 2 + 1} 0 R >>`,
      { dict: "/Filter /FlateDecode", stream: content },
    ]).flat(),
  ]);
}

const MiB = 1024 * 1024;
const ZEROS_PIECE = 16 * MiB;

/**
 * A zlib stream of `bytes` zeros (a multiple of 16 MiB), put together from one compressed piece
 * repeated, so that making a gigabyte's worth takes 16 MiB of memory, not a gigabyte.
 */
function deflatedZeros(bytes: number) {
  // A full flush ends the piece on a byte boundary with nothing carried over: copies of it chain.
  const piece = deflateRawSync(Buffer.alloc(ZEROS_PIECE), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const checksum = Buffer.alloc(4);
  // Adler-32 of zeros: the low sum stays 1, the high sum adds 1 per byte.
  checksum.writeUInt32BE((((bytes % 65521) << 16) | 1) >>> 0);
  const last = deflateRawSync(Buffer.alloc(0));
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array.from({ length: bytes / ZEROS_PIECE }, () => piece), last, checksum]);
}

/** A one-page PDF whose page draws every stream in `contents` in turn. */
function pageOfStreams(contents: { dict: string; stream: Uint8Array }[]) {
  const first = 4;
  const refs = contents.map((_, index) => `${first + index} 0 R`).join(" ");
  return rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Count 1 /MediaBox [0 0 595 842] /Kids [3 0 R] >>",
    `<< /Type /Page /Parent 2 0 R /Contents [${refs}] >>`,
    ...contents,
  ]);
}

/** A few KB whose content stream is Flate-compressed twice over and unpacks to 1 GiB of zeros. */
export function doubleFlateBombPdf(): Uint8Array {
  const twice = deflateSync(deflatedZeros(1024 * MiB), { level: 9 });
  return pageOfStreams([{ dict: "/Filter [/FlateDecode /FlateDecode]", stream: twice }]);
}

/** Content streams compressed once, `megabytes` of zeros each: one past the per-stream limit, or several past the per-file one. */
export function flateBombPdf(megabytes = 32, streams = 1): Uint8Array {
  const once = deflatedZeros(megabytes * MiB);
  return pageOfStreams(Array.from({ length: streams }, () => ({ dict: "/Filter /FlateDecode", stream: once })));
}
