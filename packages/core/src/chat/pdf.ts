import { VisibleError } from "../error";
import type { PdfLimits, Refused } from "./pdf/thread";

const MB = 1024 * 1024;

export const notPdf = () => new VisibleError("input", "invalid_file_type", "Only PDF files are allowed.");

const encrypted = () => new VisibleError("input", "pdf_encrypted", "This PDF is password-protected. Upload a copy without a password.");

const noText = () =>
  new VisibleError("input", "pdf_no_text", "This PDF has no text we can read (it may be scanned images). Upload a PDF with selectable text.");

const tooManyPages = (pages: number, limit: number) =>
  new VisibleError(
    "input",
    "pdf_too_many_pages",
    `This PDF has ${pages.toLocaleString("en-US")} pages; a chat agent reads at most ${limit.toLocaleString("en-US")}.`,
  );

const tooMuchText = (limit: number) =>
  new VisibleError("input", "pdf_too_much_text", `This PDF holds more text than a chat agent can read (over ${limit / MB} MB).`);

const unreadable = () => new VisibleError("input", "pdf_unreadable", "This PDF could not be read. Try a smaller or simpler file.");

/**
 * A PDF is untrusted input that can cost far more to read than its size suggests (thousands of
 * pages sharing one content stream, a compression bomb), so it is read in a thread of its own
 * within these bounds, and refused past any of them.
 */
export const PDF_LIMITS: PdfLimits = {
  pages: 2_000,
  textBytes: 5 * MB,
  timeMs: 30_000,
  memoryMb: 512,
  decoded: { streamBytes: 20 * MB, fileBytes: 60 * MB },
};

/**
 * An upload is read inside an API request, which the cloud ends after 20 seconds: its time limit
 * is shorter, so the owner gets the message rather than a gateway error. A file read in time here
 * is read again by the knowledge run under the full limits.
 */
export const UPLOAD_PDF_LIMITS: PdfLimits = { ...PDF_LIMITS, timeMs: 15_000 };

const MAGIC = "%PDF-";

/** Judged by its bytes: a name or a declared type says nothing. */
export const isPdf = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(0, MAGIC.length)) === MAGIC;

function refused(outcome: Refused, limits: PdfLimits) {
  switch (outcome.refusal) {
    case "not_pdf":
      return notPdf();
    case "encrypted":
      return encrypted();
    case "too_many_pages":
      return tooManyPages(outcome.count, limits.pages);
    case "too_much_text":
      return tooMuchText(limits.textBytes);
    case "unreadable":
      return unreadable();
  }
}

/** The text of each page of a PDF, for the agent's knowledge; refuses files it cannot read. */
export async function readPdf(bytes: Uint8Array, limits = PDF_LIMITS): Promise<{ pages: string[] }> {
  if (!isPdf(bytes)) throw notPdf();
  const { readInThread } = await import("./pdf/thread");
  const outcome = await readInThread(bytes, limits);
  if ("refusal" in outcome) throw refused(outcome, limits);
  const trimmed = outcome.pages.map((page) => page.trim());
  if (!trimmed.some(Boolean)) throw noText();
  return { pages: trimmed };
}
