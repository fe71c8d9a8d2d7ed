import { VisibleError } from "../error";

export const notPdf = () => new VisibleError("input", "invalid_file_type", "Only PDF files are allowed.");

const encrypted = () =>
  new VisibleError("input", "pdf_encrypted", "This PDF is password-protected. Upload a copy without a password.");

const noText = () =>
  new VisibleError(
    "input",
    "pdf_no_text",
    "This PDF has no text we can read (it may be scanned images). Upload a PDF with selectable text.",
  );

const MAGIC = "%PDF-";

/** Judged by its bytes: a name or a declared type says nothing. */
export const isPdf = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(0, MAGIC.length)) === MAGIC;

/** The text of each page of a PDF, for the agent's knowledge; refuses files it cannot read. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: string[] }> {
  if (!isPdf(bytes)) throw notPdf();
  const { extractText, getDocumentProxy } = await import("unpdf");
  let pages: string[];
  try {
    // pdf.js takes over the buffer it is given; the caller's bytes stay usable.
    const document = await getDocumentProxy(new Uint8Array(bytes));
    try {
      pages = (await extractText(document, { mergePages: false })).text;
    } finally {
      await document.destroy();
    }
  } catch (error) {
    if (error instanceof Error && error.name === "PasswordException") throw encrypted();
    throw notPdf();
  }
  const trimmed = pages.map((page) => page.trim());
  if (!trimmed.some(Boolean)) throw noText();
  return { pages: trimmed };
}
