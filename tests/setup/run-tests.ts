/**
 * `npm test`: every check the project has, arranged for two cores, and where the time went.
 *
 * The web build comes first (the type check reads the router's generated tree and the end-to-end suite serves
 * the build). The static checks then run beside the unit and integration tests, which spend much of their
 * time waiting on the local services, WordPress and ffmpeg; the end-to-end suite runs last, alone, as its
 * timings are the ones a loaded machine turns into flakes (run beside the rest, every phase took longer in
 * all: two cores thrash). At the end: each phase's seconds, and the slowest test files.
 */
import { spawn } from "node:child_process";
import { mkdir, readFile, rm } from "node:fs/promises";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const reports = join(root, "test-results", "timing");

interface Phase {
  name: string;
  seconds?: number;
  ok?: boolean;
}

const phases: Phase[] = [];

/** Writes a stream's lines as they come, each after the phase's name, so phases running at once read apart. */
function prefixLines(stream: NodeJS.ReadableStream, name: string, out: NodeJS.WriteStream) {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop()!;
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
}

/** Runs a command with its output passed through line by line, and records the phase's wall time. */
function phase(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  const entry: Phase = { name };
  phases.push(entry);
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    prefixLines(child.stdout, name, process.stdout);
    prefixLines(child.stderr, name, process.stderr);
    child.on("error", (error) => {
      console.error(`[${name}] ${error.message}`);
      finish(false);
    });
    child.on("close", (code) => finish(code === 0));
    function finish(ok: boolean) {
      entry.seconds ??= (performance.now() - started) / 1000;
      entry.ok ??= ok;
      done(ok);
    }
  });
}

interface FileTime {
  file: string;
  seconds: number;
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** Each test file's wall time from Vitest's JSON report. */
async function vitestFiles(path: string): Promise<FileTime[]> {
  const report = await readJson<{ testResults?: { name: string; startTime: number; endTime: number }[] }>(path);
  return (report?.testResults ?? []).map((file) => ({ file: relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }));
}

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { tests: { results: { duration: number }[] }[] }[];
}

/** Each spec file's time from Playwright's JSON report: the sum of its tests' durations, hooks included. */
async function playwrightFiles(path: string): Promise<FileTime[]> {
  const report = await readJson<{ suites?: PlaywrightSuite[] }>(path);
  const totals = new Map<string, number>();
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) for (const result of test.results) totals.set(file, (totals.get(file) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report?.suites ?? []) walk(suite, join("tests/e2e", suite.file ?? "?"));
  return [...totals].map(([file, seconds]) => ({ file, seconds }));
}

const pad = (text: string, width: number) => text.padEnd(width);
const seconds = (value: number | undefined) => (value === undefined ? "-" : value.toFixed(0)).padStart(6);

async function printTimes(total: number) {
  const files = [
    ...(await vitestFiles(join(reports, "unit.json"))),
    ...(await vitestFiles(join(reports, "integration.json"))),
    ...(await playwrightFiles(join(reports, "e2e.json"))),
  ]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  const lines = ["", "Where the time went (seconds, wall clock; static runs beside unit and integration, e2e after them)", ""];
  for (const entry of phases) lines.push(`  ${pad(entry.name, 12)}${seconds(entry.seconds)}  ${entry.ok ? "ok" : entry.ok === false ? "FAILED" : "not run"}`);
  lines.push(`  ${pad("total", 12)}${seconds(total)}`, "", "Slowest test files", "");
  for (const file of files) lines.push(`  ${seconds(file.seconds)}  ${file.file}`);
  console.log(lines.join("\n"));
}

const started = performance.now();
await rm(reports, { recursive: true, force: true });
await mkdir(reports, { recursive: true });

const vitest = (project: string) =>
  phase(project, "npx", [
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${join(reports, `${project}.json`)}`,
  ]);

const e2e = () => phase("e2e", "npx", ["playwright", "test", "-c", "tests/e2e/playwright.config.ts"], { E2E_JSON_REPORT: join(reports, "e2e.json") });

let ok = await phase("build", "npm", ["run", "build"]);
if (ok) {
  const [staticOk, testsOk] = await Promise.all([
    phase("static", "npx", ["tsx", "tests/setup/static-checks.ts"]),
    (async () => (await vitest("unit")) && (await vitest("integration")))(),
  ]);
  ok = staticOk && testsOk;
  // Alone: beside the rest, its waits on a loaded machine stretched past their timeouts and every phase took longer.
  if (testsOk) ok = (await e2e()) && ok;
}
await printTimes((performance.now() - started) / 1000);
process.exitCode = ok ? 0 : 1;
