// The linter in `npm test`: a small set of type-aware rules for the mistakes the compiler lets
// through — promises nobody awaits (a rejected one kills a Lambda or the local server without a
// trace of the request), promises passed where a plain value or callback is expected, and code
// nothing uses. Formatting is not checked here.
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
    extends: [tseslint.configs.base],
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
      "no-unreachable": "error",
      "no-unused-private-class-members": "error",
      "no-unused-labels": "error",
    },
  },
);
