// ESLint checks what oxlint (.oxlintrc.json) cannot: React's rules of hooks and the React Compiler's rules for the
// dashboard, which need no type information, so no TypeScript program is built here.
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config({
  files: ["packages/web/src/**/*.{ts,tsx}"],
  ignores: ["**/*.gen.ts"],
  extends: [reactHooks.configs.flat.recommended],
  languageOptions: { parser: tseslint.parser },
  linterOptions: { reportUnusedDisableDirectives: "error" },
  rules: {
    // A missing dependency is a stale value read by an effect or callback, not a matter of style.
    "react-hooks/exhaustive-deps": "error",
  },
});
