// The linter in `npm test`: typescript-eslint's type-aware recommended rules, for the mistakes the
// compiler lets through — promises nobody awaits (a rejected one kills a Lambda or the local server
// without a trace of the request), promises passed where a plain value or callback is expected, `any`
// leaking into typed code, code nothing uses — and React's rules of hooks for the dashboard. The few
// rules turned off below say for which files and why. Formatting is not checked here.
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "**/.sst/**", "**/*.gen.ts", "tests/test-results/**", "tests/e2e/.report/**"],
  },
  {
    files: [
      "packages/core/src/**/*.{ts,tsx}",
      "packages/core/scripts/**/*.ts",
      "packages/functions/src/**/*.{ts,tsx}",
      "packages/web/src/**/*.{ts,tsx}",
      "packages/web/widget/**/*.ts",
      "packages/wordpress-plugin/dev/**/*.ts",
      "tests/**/*.ts",
      "infra/**/*.ts",
    ],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Each file is checked against the nearest tsconfig.json, i.e. its own package's. Packages that
        // reference core, functions or the plugin's dev tools read their declarations in .tsbuild/
        // (disableSourceOfProjectReferenceRedirect), as tsc -b does, rather than type their sources again;
        // `npm run lint` builds those first. One thread: each thread would build every program again.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { args: "after-used", argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/no-unused-expressions": "error",
      // Passing on a caught value or an AbortSignal's reason (typed any or unknown) keeps the original error.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingAny: true, allowThrowingUnknown: true }],
      // A let that a closure may read before its one assignment (a signal handler during startup) cannot be a const.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      "no-unreachable": "error",
      "no-unused-private-class-members": "error",
      "no-unused-labels": "error",
    },
  },
  {
    // Core's modules group their functions as namespaces (`Site.get`, `Credit.hold`), as SST's
    // templates do; every caller reads them so.
    files: ["packages/core/src/**/*.ts"],
    rules: { "@typescript-eslint/no-namespace": "off" },
  },
  {
    // Tests, their helpers and the benchmarks read JSON answers (`response.json()`, `call()`'s body,
    // the doubles' recorded requests) and use Vitest's asymmetric matchers (`expect.any`), all typed
    // any; their expectations are what check those values' shape, so typing each answer first would
    // only repeat them.
    files: ["tests/**/*.ts", "packages/*/src/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["packages/web/src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // A missing dependency is a stale value read by an effect or callback, not a matter of style.
      "react-hooks/exhaustive-deps": "error",
      // The router's redirects are thrown from beforeLoad, as TanStack Router expects.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "package", package: "@tanstack/router-core", name: "Redirect" }] }],
    },
  },
);
