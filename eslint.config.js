import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/**
 * One lint setup for the monorepo. Import boundaries keep dependencies one-way:
 *   web:    routes → features → shared → contract   (a feature never imports another feature)
 *   server: slices → kernel → http/platform/db → contract  (platform, http and kernel never import slices)
 *   contract imports nothing of ours.
 * Server slices import each other only through `slices/<slice>/index.ts`, and only down this graph (a DAG, so a
 * cycle cannot be written; ARCHITECTURE.md "Slices"). Future slices are listed so they start on the same rails.
 */
const SLICE_DEPENDENCIES = {
  account: [],
  catalogue: ['account'],
  community: ['account', 'catalogue'],
  learning: ['account', 'catalogue', 'community'],
  wallet: ['account'],
  commerce: ['account', 'catalogue', 'wallet', 'community'],
  invoicing: ['account', 'wallet', 'commerce', 'community'],
  creator: ['account', 'catalogue', 'learning', 'community'],
  ai: ['account', 'catalogue', 'wallet', 'community'],
  player: ['account', 'catalogue', 'learning'],
  admin: ['*'],
};

/** The web imports the schema-free contract entry: the root would ship zod and every schema to browsers. */
const WEB_CONTRACT_ENTRY = {
  name: '@app/contract',
  message:
    "Import '@app/contract/web' (no zod, no schemas in the browser bundle; packages/contract/src/web.ts).",
};

/** Screens go through the web data layer's useApiMutation (see the web block below). */
const WEB_USE_MUTATION = {
  name: '@tanstack/react-query',
  importNames: ['useMutation'],
  message: 'Use useApiMutation from shared/api/use-api-mutation.ts.',
};

/** The web's test helpers (zod, every schema): for its tests only, never in the bundle. */
const WEB_TESTING = {
  group: ['**/shared/testing/*'],
  message: 'apps/web/app/shared/testing is for *.test.ts(x) files only (it brings zod and the schemas).',
};

const sliceRules = Object.entries(SLICE_DEPENDENCIES).map(([slice, allowed]) => ({
  from: [['server-slice', { slice }]],
  allow: allowed.map((to) => ['server-slice', { slice: to }]),
}));
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      'apps/server/dist/**',
      '**/.react-router/**',
      'apps/server/drizzle/**',
      'data/**',
      '.tmp/**',
      'bench/results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      'boundaries/elements': [
        { type: 'contract', pattern: 'packages/contract/src/**', mode: 'full' },
        { type: 'web-routes', pattern: 'apps/web/app/routes/**', mode: 'full' },
        { type: 'web-feature', pattern: 'apps/web/app/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/app/shared/**', mode: 'full' },
        { type: 'web-root', pattern: 'apps/web/app/*.{ts,tsx}', mode: 'full' },
        { type: 'server-composition', pattern: 'apps/server/src/slices/index.ts', mode: 'full' },
        { type: 'server-slice', pattern: 'apps/server/src/slices/*', capture: ['slice'] },
        { type: 'server-kernel', pattern: 'apps/server/src/kernel/**', mode: 'full' },
        { type: 'server-platform', pattern: 'apps/server/src/platform/**', mode: 'full' },
        { type: 'server-http', pattern: 'apps/server/src/http/**', mode: 'full' },
        { type: 'server-core', pattern: 'apps/server/src/*.ts', mode: 'full' },
        { type: 'server-db', pattern: 'apps/server/src/db/**', mode: 'full' },
        { type: 'server-outer', pattern: 'apps/server/src/{seed,cli,web,workers}/**', mode: 'full' },
        { type: 'server-test', pattern: 'apps/server/test/**', mode: 'full' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: 'contract',
              disallow: [
                'web-routes',
                'web-feature',
                'web-shared',
                'web-root',
                'server-slice',
                'server-platform',
                'server-http',
                'server-core',
                'server-db',
                'server-outer',
              ],
            },
            { from: 'web-shared', disallow: ['web-routes', 'web-feature'] },
            {
              from: 'web-feature',
              disallow: ['web-routes', ['web-feature', { feature: '!${from.feature}' }]],
            },
            { from: 'server-platform', disallow: ['server-slice', 'server-kernel', 'server-outer'] },
            { from: 'server-http', disallow: ['server-slice', 'server-outer', 'server-composition'] },
            {
              from: 'server-kernel',
              disallow: ['server-slice', 'server-composition', 'server-http', 'server-outer'],
            },
            // Between slices nothing is allowed unless listed; the last matching rule decides.
            { from: 'server-slice', disallow: ['server-outer', 'server-composition'] },
            {
              from: 'server-slice',
              disallow: ['server-slice'],
              message:
                'slice ${from.slice} may not import slice ${target.slice}: the allowed edges are SLICE_DEPENDENCIES in eslint.config.js',
            },
            { from: 'server-slice', allow: [['server-slice', { slice: '${from.slice}' }]] },
            ...sliceRules,
          ],
        },
      ],
      // Another slice is reached only through its entries: slices/<slice>/index.ts (functions and types) and
      // slices/<slice>/schema.ts (tables only); its routes.ts is for the composition root alone (below).
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              target: ['server-slice'],
              disallow: ['**'],
              message:
                'import slice ${target.slice} through its entries slices/${target.slice}/index.ts (functions) or schema.ts (tables), not ${target.internalPath}',
            },
            { target: ['server-slice'], allow: ['index.ts', 'schema.ts'] },
          ],
        },
      ],
    },
  },
  {
    // db/schema.ts gathers every slice's schema.ts for Drizzle (drizzle-kit must not load routes); a slice's
    // testing.ts (or <area>-testing.ts) holds test fixtures that write other slices' tables directly. Direction
    // still applies.
    files: [
      'apps/server/src/db/schema.ts',
      'apps/server/src/slices/*/testing.ts',
      'apps/server/src/slices/*/*-testing.ts',
    ],
    rules: { 'boundaries/entry-point': 'off' },
  },
  {
    // The composition root alone registers routes: it imports each slice's routes.ts besides its entries.
    files: ['apps/server/src/slices/index.ts'],
    rules: {
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            { target: ['server-slice'], disallow: ['**'] },
            { target: ['server-slice'], allow: ['index.ts', 'schema.ts', 'routes.ts'] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/shared/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [WEB_CONTRACT_ENTRY] }] },
  },
  {
    // Screens go through the web data layer (apps/web/app/shared/api): useApiMutation shows refusals the same
    // way everywhere, useApiQuery/apiQuery derive cache keys from the contract call.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/shared/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [WEB_CONTRACT_ENTRY, WEB_USE_MUTATION], patterns: [WEB_TESTING] },
      ],
    },
  },
  {
    // The web's hook tests answer for the server at the fetch boundary with the contract's zod schemas
    // (shared/testing/fake-api.ts), so that a contract change breaks them: the root entry is theirs.
    files: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/app/shared/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [WEB_USE_MUTATION] }] },
  },
  {
    // Tests set up whole platforms (demo data, sessions, several slices at once): boundaries guard product code.
    files: ['**/*.test.ts', 'apps/server/test/**', 'e2e/**'],
    rules: { 'boundaries/element-types': 'off', 'boundaries/entry-point': 'off' },
  },
);
