import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/**
 * One lint setup for the monorepo. Import boundaries keep dependencies one-way:
 *   web:    routes → features → shared → contract   (a feature never imports another feature)
 *   server: slices → http/platform/db → contract    (platform and http never import slices)
 *   contract imports nothing of ours.
 */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
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
        { type: 'server-slice', pattern: 'apps/server/src/slices/*', capture: ['slice'] },
        { type: 'server-platform', pattern: 'apps/server/src/platform/**', mode: 'full' },
        { type: 'server-http', pattern: 'apps/server/src/http/**', mode: 'full' },
        { type: 'server-core', pattern: 'apps/server/src/*.ts', mode: 'full' },
        { type: 'server-db', pattern: 'apps/server/src/db/**', mode: 'full' },
        { type: 'server-outer', pattern: 'apps/server/src/{seed,cli,web}/**', mode: 'full' },
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
            { from: 'server-platform', disallow: ['server-slice', 'server-outer'] },
            { from: 'server-http', disallow: ['server-slice', 'server-outer'] },
            { from: 'server-slice', disallow: ['server-outer'] },
          ],
        },
      ],
    },
  },
  {
    // Screens go through the web data layer (apps/web/app/shared/api): useApiMutation shows refusals the same
    // way everywhere, useApiQuery/apiQuery derive cache keys from the contract call.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/shared/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'Use useApiMutation from shared/api/use-api-mutation.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests set up whole platforms (demo data, sessions, several slices at once): boundaries guard product code.
    files: ['**/*.test.ts', 'apps/server/test/**', 'e2e/**'],
    rules: { 'boundaries/element-types': 'off' },
  },
);
