import { defineConfig } from "vitest/config";

const packageTests = ["packages/*/src/**/*.test.ts", "packages/web/widget/**/*.test.ts"];
// Package tests whose modules reach the table when loaded; every other package test runs without the local services.
const packageTestsWithServices = [
  "packages/core/src/analytics/read.test.ts",
  "packages/core/src/delivery/refusals.test.ts",
  "packages/functions/src/agents.test.ts",
];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; most files spend their time waiting on the local
    // services, WordPress or ffmpeg, so two at a time keep both cores busy.
    maxWorkers: 2,
    silent: "passed-only",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: packageTests,
          exclude: packageTestsWithServices,
          // Pure modules without services, and the files that stub globals put them back: each worker runs its files
          // in one process instead of starting a fresh one per file that loads the same modules again (a quarter of
          // the project's CPU).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", ...packageTestsWithServices],
          globalSetup: ["tests/setup/global.ts"],
          setupFiles: ["tests/setup/env.ts"],
          // As in the unit project: each file loaded the API, core and the AWS SDK afresh, which took about as much
          // CPU as the tests themselves. tests/setup/env.ts gives each file the run's environment and real clock again.
          isolate: false,
        },
      },
    ],
  },
});
