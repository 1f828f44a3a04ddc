// The project's lint: ESLint's and typescript-eslint's recommended rules, and the layer rule
// that keeps each layer's public surface its index.ts (scripts/eslint/layer-boundaries.mjs).
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { layerBoundaries } from './scripts/eslint/layer-boundaries.mjs';

const srcRoot = fileURLToPath(new URL('./src', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'grammars/**',
      'coverage/**',
      'examples/demo-repo/**',
      'src/policy/policy-validator.cjs',
      'src/agent/price-validators.cjs',
      'test/fixtures/**',
      'test-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        structuredClone: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        queueMicrotask: 'readonly',
      },
    },
    plugins: { leash: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: {
      'leash/layer-boundaries': ['error', { srcRoot }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // The escapers and redactors match control characters on purpose.
      'no-control-regex': 'off',
      // A value set before a try and replaced inside it reads plainer than the alternatives.
      'no-useless-assignment': 'off',
    },
  },
  // Tests read JSON shapes whose types are the point of the test.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
