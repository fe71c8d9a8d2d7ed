import { parentPort, workerData } from "node:worker_threads";
import { getDocumentProxy } from "unpdf";
import { withinDecodeLimits } from "./scan";
import type { ReadOutcome, ReaderInput } from "./thread";

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>["getPage"]>>;
type TextContent = Awaited<ReturnType<Page["getTextContent"]>>;

/** A page's text as unpdf joins it, counted against what is left of the budget as it streams in. */
async function pageText(page: Page, budget: { left: number }) {
  const reader = page.streamTextContent().getReader() as ReadableStreamDefaultReader<TextContent>;
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    for (const item of chunk.value.items) {
      if (!("str" in item)) continue;
      const piece = item.hasEOL ? `${item.str}\n` : item.str;
      budget.left -= Buffer.byteLength(piece);
      if (budget.left < 0) return undefined;
      text += piece;
    }
  }
  return text;
}

async function read({ bytes, pages: maxPages, textBytes, decoded }: ReaderInput): Promise<ReadOutcome> {
  // Measured before pdf.js is given the file: what it decodes lives outside this thread's heap limit.
  if (!(await withinDecodeLimits(bytes, decoded))) return { refusal: "unreadable" };
  try {
    const document = await getDocumentProxy(bytes);
    // Known once the document is open, before any page is parsed.
    if (document.numPages > maxPages) return { refusal: "too_many_pages", count: document.numPages };
    const budget = { left: textBytes };
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const text = await pageText(await document.getPage(number), budget);
      if (text === undefined) return { refusal: "too_much_text" };
      pages.push(text);
    }
    return { pages };
  } catch (error) {
    return { refusal: error instanceof Error && error.name === "PasswordException" ? "encrypted" : "not_pdf" };
  }
}

// The thread's starter ends it once this answer arrives: nothing here needs closing.
parentPort!.postMessage(await read(workerData as ReaderInput));
