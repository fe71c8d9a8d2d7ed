import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "packages/web/widget/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global.ts"],
    setupFiles: ["tests/setup/env.ts"],
    // Vitest's default on two cores is one file at a time; most files spend their time waiting on the local
    // services, WordPress or ffmpeg, so two at a time keep both cores busy.
    maxWorkers: 2,
    silent: "passed-only",
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
