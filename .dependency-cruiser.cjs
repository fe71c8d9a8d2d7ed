/**
 * The architecture's rules, checked by `npm test` (static phase) with dependency-cruiser.
 *
 * Core is a platform (job, credit, db, site, content, service, analytics, report, approval, util, adapters...)
 * and agents beside it (blog, social, chat, audit, optimize): the platform names no agent, agents do not name
 * each other, and nothing in core goes round in a circle (type-only imports included, as they tie the folders
 * together just the same when a type moves). Outside core an agent is named only by the composition roots: the
 * functions' agents.ts and the agent's own API routers; the dashboard's agents module and the router's files.
 *
 * Violations that predate a rule are listed in .dependency-cruiser-known-violations.json and reported as
 * warnings; anything new fails. `npm run architecture -- --baseline` rewrites the list after a fix removes some.
 */
const CORE_AGENTS = ["blog", "social", "chat", "audit", "optimize"];
/** The same agents' folders in the functions (src/agents/<agent>/), in the same order. */
const FUNCTIONS_AGENTS = ["blog", "social", "chat", "auditor", "optimizer"];
const WEB_AGENTS = ["blog", "social", "chat", "auditor", "optimizer", "leads"];

const core = (folders) => `^packages/core/src/(${folders.join("|")})/`;
const functions = (folders) => `^packages/functions/src/agents/(${folders.join("|")})/`;
const web = (folders) => `^packages/web/src/features/(${folders.join("|")})/`;

module.exports = {
  forbidden: [
    {
      name: "no-circular-core",
      comment: "A circle in core means no folder of it can be read, tested or moved alone.",
      severity: "error",
      from: { path: "^packages/core/src/" },
      to: { circular: true },
    },
    {
      name: "platform-names-no-agent",
      comment: "The platform runs any agent through the composition roots; it does not know which agents exist.",
      severity: "error",
      from: { path: "^packages/core/src/", pathNot: [core(CORE_AGENTS), "\\.test\\.ts$"] },
      to: { path: core(CORE_AGENTS) },
    },
    {
      name: "agents-apart",
      comment: "An agent is its own folder: one agent reaching into another couples their releases.",
      severity: "error",
      from: { path: core(CORE_AGENTS) },
      to: { path: core(CORE_AGENTS), pathNot: "^packages/core/src/$1/" },
    },
    {
      name: "functions-name-agents-in-roots",
      comment:
        "In the functions an agent's core folder is named only by the composition root (agents.ts, its hooks) and by the agent's own folder (src/agents/<agent>/: its routers and its Lambdas).",
      severity: "error",
      from: { path: "^packages/functions/src/", pathNot: ["^packages/functions/src/agents\\.ts$", "^packages/functions/src/agents/", "\\.test\\.ts$"] },
      to: { path: core(CORE_AGENTS) },
    },
    {
      name: "functions-mount-agents-in-the-api-app",
      comment: "An agent's routers are mounted by the local API app (api/index.ts) and by the agent's own Lambdas, which the route manifest names.",
      severity: "error",
      from: { path: "^packages/functions/src/", pathNot: ["^packages/functions/src/agents/", "^packages/functions/src/api/index\\.ts$", "\\.test\\.ts$"] },
      to: { path: functions(FUNCTIONS_AGENTS) },
    },
    ...FUNCTIONS_AGENTS.map((agent, index) => ({
      name: `functions-${agent}-apart`,
      comment: "An agent's routers and Lambdas reach only its own core folder and no other agent's folder.",
      severity: "error",
      from: { path: `^packages/functions/src/agents/${agent}/` },
      to: { path: [core(CORE_AGENTS.filter((_, other) => other !== index)), functions(FUNCTIONS_AGENTS.filter((other) => other !== agent))] },
    })),
    {
      name: "web-shared-pages-name-no-agent",
      comment:
        "Shared pages iterate over the dashboard's agents module: an agent is named only in its feature folder, the agents module (src/agents/) and the router's files (src/routes/).",
      severity: "error",
      from: { path: "^packages/web/src/", pathNot: [web(WEB_AGENTS), "^packages/web/src/agents/", "^packages/web/src/routes/", "\\.test\\.tsx?$"] },
      to: { path: web(WEB_AGENTS) },
    },
    {
      name: "web-agents-apart",
      severity: "error",
      from: { path: web(WEB_AGENTS) },
      to: { path: web(WEB_AGENTS), pathNot: "^packages/web/src/features/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "\\.gen\\.ts$", "/dist/", "\\.tsbuild/"] },
    tsPreCompilationDeps: true,
    // The functions and the web name core by its package's exports (`@sitecrew/core/blog`): resolved, they count as imports of core's folders.
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"], exportsFields: ["exports"], conditionNames: ["import", "types", "default"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
