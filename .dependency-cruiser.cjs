/**
 * The architecture's rules, checked by `npm test` (static phase) with dependency-cruiser.
 *
 * Core is a platform (job, credit, db, site, content, service, analytics, report, approval, util, adapters...)
 * and agents beside it (blog, social, chat, audit, optimize): the platform names no agent, agents do not name
 * each other, and nothing in core goes round in a circle (type-only imports included, as they tie the folders
 * together just the same when a type moves). Outside its own folders an agent is named only by the composition
 * roots: the functions' agents.ts (its hooks) and the local API app (api/index.ts, its routers; its Lambdas are in
 * its folder); the dashboard's agents module (src/agents/) and the router's generated tree (its route files).
 *
 * Violations that predate a rule are listed in .dependency-cruiser-known-violations.json and reported as
 * warnings; anything new fails. `npm run architecture -- --baseline` rewrites the list after a fix removes some.
 */
/** Each agent's folders: in core, in the functions (src/agents/<agent>/), the dashboard's feature folders and its route group. */
const AGENTS = [
  { core: "blog", functions: "blog", features: ["blog"], group: "blog" },
  { core: "social", functions: "social", features: ["social"], group: "social" },
  { core: "chat", functions: "chat", features: ["chat", "leads"], group: "chat" },
  { core: "audit", functions: "auditor", features: ["auditor"], group: "auditor" },
  { core: "optimize", functions: "optimizer", features: ["optimizer"], group: "optimizer" },
];
const CORE_AGENTS = AGENTS.map((agent) => agent.core);

const core = (folders) => `^packages/core/src/(${folders.join("|")})/`;
const functions = (folders) => `^packages/functions/src/agents/(${folders.join("|")})/`;
const features = (folders) => `^packages/web/src/features/(${folders.join("|")})/`;
// A route group, `(blog)`, is a folder of route files that adds nothing to their URLs.
const routeGroups = (groups) => `^packages/web/src/routes/[^()]*\\((${groups.join("|")})\\)/`;
const others = (agent) => AGENTS.filter((other) => other !== agent);
const ROUTE_TREE = "^packages/web/src/routeTree\\.gen\\.ts$";

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
      to: { path: functions(AGENTS.map((agent) => agent.functions)) },
    },
    ...AGENTS.map((agent) => ({
      name: `functions-${agent.functions}-apart`,
      comment: "An agent's routers and Lambdas reach only its own core folder and no other agent's folder.",
      severity: "error",
      from: { path: `^packages/functions/src/agents/${agent.functions}/` },
      to: { path: [core(others(agent).map((other) => other.core)), functions(others(agent).map((other) => other.functions))] },
    })),
    {
      name: "web-shared-pages-name-no-agent",
      comment:
        "Shared pages iterate over the dashboard's agents module: an agent is named only in its own folders (its feature folders, its route group), the agents module (src/agents/) and the router's generated tree.",
      severity: "error",
      from: {
        path: "^packages/web/src/",
        pathNot: [
          features(AGENTS.flatMap((agent) => agent.features)),
          routeGroups(AGENTS.map((agent) => agent.group)),
          "^packages/web/src/agents/",
          ROUTE_TREE,
          "\\.test\\.tsx?$",
        ],
      },
      to: { path: [features(AGENTS.flatMap((agent) => agent.features)), routeGroups(AGENTS.map((agent) => agent.group))] },
    },
    {
      name: "web-agents-module-reaches-shared-parts",
      comment:
        "The agents module reaches an agent through the one file of it that lists what it lends the shared pages (shared-parts), whose screens load on demand.",
      severity: "error",
      from: { path: "^packages/web/src/agents/" },
      to: {
        path: [features(AGENTS.flatMap((agent) => agent.features)), routeGroups(AGENTS.map((agent) => agent.group))],
        pathNot: "^packages/web/src/features/[^/]+/shared-parts\\.tsx?$",
      },
    },
    {
      name: "web-route-tree-reaches-route-files",
      comment: "The generated tree names an agent's route files (its route group), which name its screens.",
      severity: "error",
      from: { path: ROUTE_TREE },
      to: { path: features(AGENTS.flatMap((agent) => agent.features)) },
    },
    ...AGENTS.map((agent) => ({
      name: `web-${agent.group}-apart`,
      comment: "An agent's screens and route files reach no other agent's.",
      severity: "error",
      from: { path: [features(agent.features), routeGroups([agent.group])] },
      to: { path: [features(others(agent).flatMap((other) => other.features)), routeGroups(others(agent).map((other) => other.group))] },
    })),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // The router's generated tree (routeTree.gen.ts, made by the build) is cruised: it is the composition root of the route files.
    exclude: { path: ["node_modules", "/dist/", "\\.tsbuild/"] },
    tsPreCompilationDeps: true,
    // The functions and the web name core by its package's exports (`@sitecrew/core/blog`): resolved, they count as imports of core's folders.
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"], exportsFields: ["exports"], conditionNames: ["import", "types", "default"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
