import type { KnipConfig } from "knip";

/**
 * Unused files, exports, types and dependencies, checked by `npm run knip` in the static checks.
 * Knip's plugins find the entry points that configs name (sst.config.ts, the Vite, Vitest, Playwright
 * and ESLint configs, the package scripts); the ones listed here are those only a string or a
 * convention names.
 */
const config: KnipConfig = {
  // An export its own module uses is part of that module's surface, not dead code; what nothing uses
  // at all is reported.
  ignoreExportsUsedInFile: true,
  // Programs the code spawns, installed by .ci/run from Debian's packages, not npm; and Playwright's
  // runner, which the root scripts call from the tests workspace's @playwright/test.
  ignoreBinaries: ["ffprobe", "java", "php", "phpcs", "playwright"],
  workspaces: {
    "packages/core": {
      // The PDF reader runs in a worker thread from its own file (src/chat/pdf/thread.ts), bundled
      // on its own for the Lambdas (infra/pdf-reader.ts).
      entry: ["src/chat/pdf/reader.ts", "scripts/*.ts"],
    },
    "packages/functions": {
      // Handlers are named by path in src/api/manifest.ts and infra/*.ts; the media worker by the
      // Dockerfile.
      entry: ["src/lambda/*.ts", "src/agents/*/*lambda.ts", "src/worker/{mail,run,run-dead-letter,cron,media-service}.ts"],
    },
    "packages/web": {
      // Each route file is read by the router's generated tree (git-ignored, made by the build).
      entry: ["src/routes/**/*.tsx"],
    },
    tests: {
      // The database-down test runs support/api-process.ts as a child process.
      entry: ["support/api-process.ts"],
    },
  },
};

export default config;
