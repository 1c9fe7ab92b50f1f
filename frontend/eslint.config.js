import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = fs.existsSync('./src/features') ? fs.readdirSync('./src/features') : [];

// Features own their code: one feature never reaches into another.
// Shared layers (components, lib, config, hooks) never depend on features or on the app shell.
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature may not import another feature; move shared code to lib or components.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features may not import the app shell.',
  },
  {
    target: ['./src/components', './src/lib', './src/config', './src/hooks'],
    from: ['./src/features', './src/app'],
    message: 'Shared code may not depend on features or the app shell.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'src/lib/api/schema.d.ts',
      'screenshots',
      'e2e/artifacts',
    ],
  },
  {
    extends: [
      js.configs.recommended,
      ...tseslint.configs.strictTypeChecked,
      importPlugin.flatConfigs.recommended,
      importPlugin.flatConfigs.typescript,
    ],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    settings: {
      'import/resolver': {
        alias: { map: [['@', './src']], extensions: ['.ts', '.tsx', '.js', '.json'] },
        node: { extensions: ['.ts', '.tsx', '.js', '.json'] },
      },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'import/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import/no-cycle': 'error',
      // Vite's asset queries (`?url`) are resolved by Vite, not by the node resolver.
      'import/no-unresolved': ['error', { ignore: ['\\?url$'] }],
      'import/no-default-export': 'off',
      'import/order': [
        'warn',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { 'import/no-named-as-default': 'off', 'import/no-named-as-default-member': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Playwright fixtures: `use` is the fixture's callback, not a React hook, and a fixture that
    // needs no other fixture must still destructure `{}`.
    files: ['e2e/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
);
