import { join } from "node:path";
import { buildSync } from "esbuild";

/**
 * Chat agents read PDFs in a worker thread (packages/core/src/chat/pdf/thread.ts), which starts
 * from a file of its own. A Lambda has no tsx to run the reader's source, so it is bundled here,
 * at deploy time, into one file that functions reading PDFs carry beside their code.
 */
const outfile = ".sst/pdf-reader/reader.mjs";

buildSync({
  absWorkingDir: $cli.paths.root,
  entryPoints: ["packages/core/src/chat/pdf/reader.ts"],
  outfile,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node22",
  minify: true,
  logLevel: "warning",
});

const shipped = "pdf-reader/reader.mjs";

/** For a function that reads PDFs: the reader in its package, and where to find it (relative to its working directory). */
export const pdfReader = {
  copyFiles: [{ from: join($cli.paths.root, outfile), to: shipped }],
  environment: { SITECREW_PDF_READER: shipped },
};
