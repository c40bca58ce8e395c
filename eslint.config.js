// ESLint: TypeScript, React hooks and jsx-a11y rules. Formatting is Prettier's (npm run format).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "public/build/",
      ".cache/",
      "var/",
      "test-results/",
      "playwright-report/",
      "data/",
      "tests/fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // MARC (ISO 2709 separators) and XML sanitising match control characters on purpose.
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "separate-type-imports" }],
    },
  },
  {
    // Plain scripts the pages load from public/ (the VLibras start-up) run in the browser.
    files: ["public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // eMAG asks for access keys 0 to 8 on every page (the accessibility bar); they are documented there.
      "jsx-a11y/no-access-key": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // zod's named export `z` is a namespace object holding every schema type and every locale:
      // a module the browser loads that imports it ships all of zod (about 450 KB against 100).
      // Call tables and value lists are imported by pages as well as by the service.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: 'Import zod as a namespace, import * as z from "zod": the bundler then keeps only what is used.',
        },
      ],
    },
  },
  {
    // The library client's transport (string paths, caller-chosen types) stays inside its folder:
    // the OPAC calls the service through the named, typed functions of lib/library/index.server.ts.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/library/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/library/*", "!**/library/index.server.ts"],
              message: "Import the library client from lib/library/index.server.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/e2e/**/*.ts"],
    rules: {
      // Playwright fixtures destructure an empty first argument by design.
      "no-empty-pattern": "off",
    },
  },
);
