import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { kb, printTable } from "./table";

const dist = resolve(import.meta.dirname, "../../packages/web/dist");
// Agent pages load on demand, so the first visit stays under this as agents arrive.
const TARGET = 120 * 1024;

/** The JS a first visit downloads: the entry module plus everything index.html preloads. */
export function benchWebInitialJs() {
  const html = join(dist, "index.html");
  if (!existsSync(html)) throw new Error("Build the dashboard first: npm run build");
  const page = readFileSync(html, "utf8");
  const files = new Set<string>();
  for (const match of page.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) files.add(match[1]!);
  for (const match of page.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) files.add(match[1]!);
  const rows: Array<Array<string>> = [];
  let total = 0;
  let totalRaw = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file.replace(/^\//, "")));
    const gzipped = gzipSync(bytes, { level: 9 }).byteLength;
    total += gzipped;
    totalRaw += bytes.byteLength;
    rows.push([file, kb(bytes.byteLength), kb(gzipped)]);
  }
  rows.push(["total", kb(totalRaw), `${kb(total)} (target <= ${kb(TARGET)}: ${total <= TARGET ? "yes" : "NO"})`]);
  printTable("Dashboard initial JS", ["file", "raw", "gzipped"], rows);
}
