import { resolve } from "node:path";
import { type ResourceLimits, Worker } from "node:worker_threads";
import { prebuiltPdfReader } from "../../adapters";
import type { DecodeLimits } from "./scan";

/** What one read may take: the thread counts pages and text itself; its starter watches time and memory. */
export interface PdfLimits {
  pages: number;
  /** Extracted text, in UTF-8 bytes. */
  textBytes: number;
  timeMs: number;
  /** The thread's V8 heap. */
  memoryMb: number;
  /** What the file's streams may decode to: pdf.js holds decoded streams outside that heap. */
  decoded: DecodeLimits;
}

export type Refused = { refusal: "not_pdf" | "encrypted" | "too_much_text" | "unreadable" } | { refusal: "too_many_pages"; count: number };

export type ReadOutcome = { pages: string[] } | Refused;

/** What the reader thread is given. */
export interface ReaderInput {
  bytes: Uint8Array<ArrayBuffer>;
  pages: number;
  textBytes: number;
  decoded: DecodeLimits;
}

/**
 * In the cloud the reader is prebuilt into one file beside the function's code (infra/pdf-reader.ts).
 * Elsewhere its TypeScript source runs through tsx, which worker threads do not inherit from the
 * process that starts them.
 */
function startReader(workerData: ReaderInput, resourceLimits: ResourceLimits) {
  const options = { workerData, transferList: [workerData.bytes.buffer], resourceLimits };
  const prebuilt = prebuiltPdfReader();
  if (prebuilt) return new Worker(resolve(prebuilt), options);
  const source = new URL("./reader.ts", import.meta.url).href;
  const load = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { ...options, eval: true });
}

/**
 * Threads reading at once in this process: each may use its whole heap, so several uploads at the
 * same moment wait their turn instead of adding up past the process's memory.
 */
const MAX_READERS = 2;
let readers = 0;
const waiting: Array<() => void> = [];

async function turn() {
  if (readers >= MAX_READERS) await new Promise<void>((start) => waiting.push(start));
  else readers++;
}

function done() {
  const next = waiting.shift();
  // The slot passes straight to the next reader, so the count stays right.
  if (next) next();
  else readers--;
}

/**
 * Reads a PDF's text in a worker thread of its own, so a costly file neither blocks the caller's
 * event loop nor grows its heap; the thread is ended when it answers, runs out of heap or time.
 * The time limit counts from when the thread starts, not while it waits its turn.
 */
export async function readInThread(bytes: Uint8Array, limits: PdfLimits): Promise<ReadOutcome> {
  await turn();
  try {
    return await read(bytes, limits);
  } finally {
    done();
  }
}

async function read(bytes: Uint8Array, limits: PdfLimits): Promise<ReadOutcome> {
  // A copy of its own, handed over: the caller keeps its bytes.
  const worker = startReader(
    { bytes: bytes.slice(), pages: limits.pages, textBytes: limits.textBytes, decoded: limits.decoded },
    { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  );
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<ReadOutcome>((answer) => {
      const unreadable = () => answer({ refusal: "unreadable" });
      timer = setTimeout(unreadable, limits.timeMs);
      worker.once("message", answer);
      worker.once("error", (error: Error & { code?: string }) => {
        // Running out of heap is the file's doing; anything else is worth a look.
        if (error.code !== "ERR_WORKER_OUT_OF_MEMORY") console.error(`[chat] PDF reader failed: ${error.message}`);
        unreadable();
      });
      worker.once("exit", unreadable);
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}
