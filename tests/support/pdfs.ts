import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
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
