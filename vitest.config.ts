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
          // Its files wait on the services, WordPress, ffmpeg and the queue consumers' runs, both at the same moment often
          // enough that two workers left a core idle about a seventh of the time: a third fills it. Measured over the
          // project: 287 s and 496 CPU-s against 309 s and 536 with two. After the unit project when both run at once.
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
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
