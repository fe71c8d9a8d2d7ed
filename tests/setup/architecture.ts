/**
 * The architecture's rules (.dependency-cruiser.cjs), checked by dependency-cruiser over core, functions and the web:
 * any violation not in .dependency-cruiser-known-violations.json fails; the known ones are counted. Then, per agent,
 * how many source files outside the agent's own folders import it, and which kind of composition root each is: the
 * figures the README quotes.
 *
 * `npm run architecture -- --baseline` rewrites the known violations after a change removed some.
 */
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { cruise, type ICruiseResult, type IViolation } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";

const root = resolve(import.meta.dirname, "../..");
const SOURCES = ["packages/core/src", "packages/functions/src", "packages/web/src"];
const CONFIG = ".dependency-cruiser.cjs";
const KNOWN = ".dependency-cruiser-known-violations.json";

/** Each agent's own folders: its core folder, its routers and Lambdas in the functions, and its dashboard feature folders. */
const AGENT_FOLDERS: Record<string, string[]> = {
  blog: ["packages/core/src/blog/", "packages/functions/src/agents/blog/", "packages/web/src/features/blog/"],
  social: ["packages/core/src/social/", "packages/functions/src/agents/social/", "packages/web/src/features/social/"],
  chat: ["packages/core/src/chat/", "packages/functions/src/agents/chat/", "packages/web/src/features/chat/", "packages/web/src/features/leads/"],
  auditor: ["packages/core/src/audit/", "packages/functions/src/agents/auditor/", "packages/web/src/features/auditor/"],
  optimizer: ["packages/core/src/optimize/", "packages/functions/src/agents/optimizer/", "packages/web/src/features/optimizer/"],
};

if (process.argv.includes("--baseline")) {
  const result = spawnSync(resolve(root, "node_modules/.bin/depcruise-baseline"), [...SOURCES, "--config", CONFIG, "--output-to", KNOWN], {
    cwd: root,
    stdio: "inherit",
  });
  process.exit(result.status ?? 1);
}

process.chdir(root);
const options = await extractDepcruiseOptions(resolve(root, CONFIG));
const knownViolations = JSON.parse(await readFile(resolve(root, KNOWN), "utf8")) as IViolation[];
const reported = await cruise(SOURCES, { ...options, validate: true, knownViolations, outputType: "json" });
const cruised = (typeof reported.output === "string" ? JSON.parse(reported.output) : reported.output) as ICruiseResult;

const errors = cruised.summary.violations.filter((violation) => violation.rule.severity === "error");
for (const violation of errors) {
  const path = violation.cycle?.length ? [violation.from, ...violation.cycle.map((step) => step.name)].join(" -> ") : `${violation.from} -> ${violation.to}`;
  console.log(`error ${violation.rule.name}: ${path}`);
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const rows = Object.entries(AGENT_FOLDERS).map(([agent, folders]) => {
  const inside = (file: string) => folders.some((folder) => file.startsWith(folder));
  const importers = cruised.modules
    .filter((module) => !inside(module.source) && !isTest(module.source))
    .filter((module) => module.dependencies.some((dependency) => inside(dependency.resolved)))
    .map((module) => module.source);
  return { agent, importers };
});

/** Where an agent may be named outside its folders: the composition roots the rules allow, by kind. */
const ROOTS: Array<[string, RegExp]> = [
  ["composition root", /^packages\/functions\/src\/agents\.ts$/],
  ["API app", /^packages\/functions\/src\/api\/index\.ts$/],
  ["dashboard's agents module", /^packages\/web\/src\/agents\//],
  ["route files", /^packages\/web\/src\/routes\//],
];
const placeOf = (file: string) => ROOTS.find(([, pattern]) => pattern.test(file))?.[0] ?? "elsewhere";

console.log(`${cruised.summary.totalCruised} modules cruised; ${errors.length} new violations, ${cruised.summary.ignore ?? 0} known.`);
const byRule = new Map<string, number>();
for (const violation of knownViolations) byRule.set(violation.rule.name, (byRule.get(violation.rule.name) ?? 0) + 1);
console.log(`Known, by rule: ${[...byRule].map(([rule, count]) => `${rule} ${count}`).join(", ")}.`);
console.log("Source files outside an agent's own folders that import it:");
for (const { agent, importers } of rows) {
  const places = new Map<string, number>();
  for (const file of importers) places.set(placeOf(file), (places.get(placeOf(file)) ?? 0) + 1);
  console.log(`  ${agent.padEnd(10)} ${String(importers.length).padStart(2)}  (${[...places].map(([place, count]) => `${place} ${count}`).join(", ")})`);
}
process.exitCode = errors.length ? 1 : 0;
