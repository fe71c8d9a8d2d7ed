import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { build, type Metafile } from "esbuild";
import { areas } from "../../packages/functions/src/api/manifest";
import { kb, median, printTable } from "./table";

const root = resolve(import.meta.dirname, "../..");
const RUNS = 15;
// Decided: an area that touches the table cannot load less than ElectroDB with the DynamoDB
// client (about 560 KB), so the target leaves room above that floor instead of asking for less.
// Rarely used clients stay in lazy chunks, which this target keeps honest.
const SIZE_TARGET = 650 * 1024;
const COLD_START_RATIO_TARGET = 2;
const workerDir = join(root, "packages/functions/src/worker");

// The same bundling infra/api.ts asks SST for: ESM, minified, split, argon2 installed beside it.
const esbuildOptions = {
  bundle: true,
  minify: true,
  splitting: true,
  format: "esm" as const,
  platform: "node" as const,
  target: "node22",
  mainFields: ["module", "main"],
  external: ["@node-rs/argon2"],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  metafile: true,
  logLevel: "silent" as const,
};

const emptyHandler = `import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
const app = new Hono();
app.get("/", (c) => c.json({ ok: true }));
export const handler = handle(app);
`;

// What `Resource` needs at import time, as SST's links provide in the cloud.
const resourceEnv = {
  SST_RESOURCE_App: JSON.stringify({ name: "sitecrew", stage: "bench" }),
  SST_RESOURCE_Table: JSON.stringify({ name: "bench" }),
  SST_RESOURCE_Avatars: JSON.stringify({ name: "bench" }),
  SST_RESOURCE_JwtSecret: JSON.stringify({ value: "bench" }),
  SST_RESOURCE_TwoFactorKey: JSON.stringify({ value: "bench" }),
  SST_RESOURCE_Email: JSON.stringify({ sender: "bench@example.com" }),
  SST_RESOURCE_Site: JSON.stringify({ url: "https://example.com" }),
  SST_RESOURCE_MailQueue: JSON.stringify({ url: "https://sqs.us-east-1.amazonaws.com/000000000000/bench" }),
  AWS_REGION: "us-east-1",
};

/** Bytes of the entry chunk and the chunks it imports statically: what a cold start must load. */
function eagerBytes(meta: Metafile, entry: string) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of meta.outputs[file]?.imports ?? []) {
      if (imported.kind === "import-statement" && meta.outputs[imported.path]) visit(imported.path);
    }
  };
  visit(entry);
  let eager = 0;
  for (const file of seen) eager += meta.outputs[file]!.bytes;
  const total = Object.entries(meta.outputs).reduce((sum, [file, output]) => (file.endsWith(".map") ? sum : sum + output.bytes), 0);
  return { eager, total };
}

async function bundle(name: string, entryFile: string, outRoot: string) {
  const outdir = join(outRoot, name);
  const result = await build({ ...esbuildOptions, entryPoints: { index: entryFile }, outdir, absWorkingDir: root });
  const meta = result.metafile!;
  // Dynamic-import chunks are entry points too; the handler is the one built from our source.
  const source = relative(root, entryFile);
  const entry = Object.keys(meta.outputs).find((file) => meta.outputs[file]!.entryPoint === source)!;
  return { dir: outdir, file: resolve(root, entry), ...eagerBytes(meta, entry) };
}

/** One fresh Node process importing the handler: (a) the import's time, (b) the process's wall time to handler-ready. */
function coldImportOnce(file: string) {
  const probe = `const t0 = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t0, performance.now());`;
  const started = process.hrtime.bigint();
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", probe], {
    env: { ...process.env, ...resourceEnv },
    encoding: "utf8",
  });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const [importMs] = output.trim().split(" ").map(Number);
  return { importMs: importMs!, processMs: wall };
}

/**
 * Medians over fresh processes of each file, their runs interleaved, so a handler and the
 * empty one it is compared with are timed under the same load of the machine.
 */
function coldImports(files: string[]) {
  const runs = files.map(() => ({ imports: [] as number[], processes: [] as number[] }));
  for (let run = 0; run < RUNS; run++) {
    files.forEach((file, index) => {
      const once = coldImportOnce(file);
      runs[index]!.imports.push(once.importMs);
      runs[index]!.processes.push(once.processMs);
    });
  }
  return runs.map((times) => ({ importMs: median(times.imports), processMs: median(times.processes) }));
}

/** The files under worker/ that are Lambda handlers (sqs.ts is the shared wrapper, not a handler). */
function queueWorkers() {
  return readdirSync(workerDir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .filter((file) => /export const handler\b/.test(readFileSync(join(workerDir, file), "utf8")))
    .sort();
}

export async function benchLambdaBundles() {
  const outRoot = mkdtempSync(join(tmpdir(), "sitecrew-bench-"));
  try {
    const emptySource = join(root, "packages/functions/src/.bench-empty-handler.ts");
    writeFileSync(emptySource, emptyHandler);
    const empty = await bundle("empty", emptySource, outRoot).finally(() => rmSync(emptySource));
    // argon2 ships as a package beside the bundle, as `nodejs.install` does in the cloud.
    mkdirSync(join(outRoot, "node_modules/@node-rs"), { recursive: true });
    cpSync(join(root, "node_modules/@node-rs"), join(outRoot, "node_modules/@node-rs"), { recursive: true });

    const [emptyTimes] = coldImports([empty.file]);
    const emptyRow = [kb(empty.eager), kb(empty.total), emptyTimes!.importMs.toFixed(1), emptyTimes!.processMs.toFixed(1), "1.00x"];
    const measure = async (name: string, entryFile: string) => {
      const built = await bundle(name, entryFile, outRoot);
      const [times, beside] = coldImports([built.file, empty.file]);
      // Against the empty handler's runs taken beside this handler's, not the first ones above.
      const ratio = times!.processMs / beside!.processMs;
      return {
        eager: built.eager,
        ratio,
        cells: [kb(built.eager), kb(built.total), times!.importMs.toFixed(1), times!.processMs.toFixed(1), `${ratio.toFixed(2)}x`],
      };
    };

    const areaRows: Array<Array<string | number>> = [["empty Hono handler", ...emptyRow, "-"]];
    let failing = 0;
    for (const [name, area] of Object.entries(areas)) {
      const measured = await measure(name, join(root, area.handler.replace(/\.handler$/, ".ts")));
      const ok = measured.eager <= SIZE_TARGET && measured.ratio < COLD_START_RATIO_TARGET;
      if (!ok) failing++;
      areaRows.push([name, ...measured.cells, ok ? "pass" : "FAIL"]);
    }
    printTable(
      `Lambda areas: bundle and cold start (median of ${RUNS} fresh processes, each area's runs interleaved with the empty handler's; target: at most ${kb(SIZE_TARGET)} loaded at start and under ${COLD_START_RATIO_TARGET}x the empty handler's cold start)`,
      ["area", "loaded at start", "all chunks", "import ms", "cold start ms", "vs empty", "target"],
      areaRows,
    );
    console.log(failing ? `${failing} of ${Object.keys(areas).length} areas miss the target` : `all ${Object.keys(areas).length} areas meet the target`);

    // Workers run off a queue, not in front of a user, so their start is reported without a target.
    const workerRows: Array<Array<string | number>> = [["empty Hono handler", ...emptyRow]];
    for (const file of queueWorkers()) {
      const measured = await measure(`worker-${file.replace(/\.ts$/, "")}`, join(workerDir, file));
      workerRows.push([`worker/${file}`, ...measured.cells]);
    }
    printTable(
      `Queue workers: bundle and cold start (median of ${RUNS} fresh processes, interleaved with the empty handler's; measured, no target)`,
      ["worker", "loaded at start", "all chunks", "import ms", "cold start ms", "vs empty"],
      workerRows,
    );
  } finally {
    rmSync(outRoot, { recursive: true, force: true });
  }
}
