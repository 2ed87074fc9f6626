import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import shape from './eslint-rules/index.js';
import tseslint from 'typescript-eslint';

/**
 * Layers, in the spirit of Bulletproof React: `app` → `features` → `ui` / `lib` → `contract`.
 * A feature never imports another feature (shared code moves down to `ui/` or `lib/`), `ui/` and
 * `lib/` never import a feature or the app, and nothing climbs folders with `../` (use `@/…`).
 */
const features = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noClimbing = { regex: '^\\.\\./', message: 'Import through the @/ alias instead of climbing folders with ../' };
const noApp = { regex: '^@/app(/|$)', message: 'Only the app layer imports from @/app.' };
const noServer = { regex: '(^|/)server/', message: 'The client never imports server code; share it through the contract.' };
const noFeatures = { regex: '^@/features/', message: 'ui/ and lib/ are below features: move the shared piece here instead.' };
const otherFeatures = (feature) => ({
  regex: `^@/features/(?!${feature}(/|$))`,
  message: `A feature does not import another feature: move what ${feature} needs into ui/ or lib/.`,
});

const testFiles = ['**/*.test.ts', '**/*.test.tsx'];

/**
 * Server layers: `app.ts`, `main.ts`, `scripts/`, `test/`, `db/schema.ts` and `db/seed/` (row
 * builders) → `features/` → `plugins/` / `lib/` / `db/database.ts` → `contract/`.
 * A feature reaches another only through that feature's public file,
 * `server/features/<feature>/<feature>.public.ts`, which re-exports what others may use (a table
 * their rows point to, a function they call, a type) and nothing else; a feature nobody uses has
 * none. The arrows between features run one way: what two features would share moves down to
 * `lib/`, or app.ts hands one the other's function. `plugins/` and `lib/` import no feature: app.ts
 * hands a plugin what it needs of one. `db/schema.ts`, drizzle-kit's index of every table, is for
 * tests (they check any table); a feature takes another's table from its public file.
 */
const serverFeatures = readdirSync(new URL('./server/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverNoFeatures = {
  regex: '(^|/)features/',
  message: 'plugins/ and lib/ are below features: app.ts hands a plugin what it needs of a feature, and shared code moves here.',
};
const serverNoSchema = {
  regex: '(^|/)db/schema(\\.js)?$',
  message: "db/schema.ts is drizzle-kit's index of every table, for tests: take another feature's table from its public file.",
};
// Relative paths only: from server/features/<feature>/, `../<other>/…` is always another feature.
const otherServerFeatureFiles = (feature) => ({
  regex: `^(\\.\\./)+(features/)?(${serverFeatures.filter((name) => name !== feature).join('|')})/(?!\\3\\.public\\.js$|[a-z0-9-]+\\.table\\.js$)`,
  message: `A feature imports another only through its public file (../<other>/<other>.public.js): export what ${feature} needs there, or move it down into lib/.`,
});
/**
 * Another feature's table: its rows are pointed to (a foreign key, in a `*.table.ts`) and read by
 * queries the reading feature owns (`*.repository.ts`, or SQL fragments in `*.sql.ts`), never
 * written (shape/no-foreign-table-writes). Anywhere else, call an operation of its public file.
 */
const otherServerFeatureTables = (feature) => ({
  regex: `^(\\.\\./)+(features/)?(${serverFeatures.filter((name) => name !== feature).join('|')})/[a-z0-9-]+\\.table\\.js$`,
  message: `Another feature's table is read only in ${feature}'s own queries (*.repository.ts, *.sql.ts) or pointed to from a *.table.ts; elsewhere call an operation of its public file.`,
});
const queryFiles = ['table', 'repository', 'sql'].map((role) => `**/*.${role}.ts`);

const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** A route is guard, contract validation and one service call: queries are the service's to make. */
const routesNoRepository = {
  regex: '\\.repository(\\.js)?$',
  message: 'A route makes one service call: call a function of the feature\'s service, which reads the repository (docs/ARCHITECTURE.md, "Server layers").',
};

/** Services own the transaction and the rules; SQL, and so drizzle-orm, stays in repositories (STYLE.md, practice 18). */
const servicesNoSql = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'A service calls its repositories: write the query (or the condition) as a repository function and call it (docs/ARCHITECTURE.md, "Server layers").',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', 'node_modules/**', 'data/**', 'test-artifacts/**', 'migrations/**', 'client/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['server/**/*.{ts,tsx}', 'contract/**/*.ts', 'client/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'scripts/**/*.js', 'stripe-emulator/**/*.ts', '*.ts', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['contract/**/*.ts'],
    rules: restrictImports({ regex: '(^|/)(server|client)/', message: 'The contract is the bottom layer: it imports neither server nor client.' }),
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    // The classic hook rules. The plugin's React Compiler rules are left out: the app does not
    // build with the compiler, and they flag the ordinary effect patterns it uses.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['client/src/app/**/*.{ts,tsx}', 'client/src/*.{ts,tsx}'], rules: restrictImports(noClimbing, noServer) },
  { files: ['client/src/{ui,lib}/**/*.{ts,tsx}'], ignores: testFiles, rules: restrictImports(noClimbing, noServer, noApp, noFeatures) },
  { files: ['client/src/test/**/*.{ts,tsx}'], rules: restrictImports(noClimbing, noServer, noFeatures) },
  ...features.map((feature) => ({
    files: [`client/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: testFiles,
    rules: restrictImports(noClimbing, noServer, noApp, otherFeatures(feature)),
  })),
  // Tests may render the real app (router, providers) around the piece they test.
  ...features.map((feature) => ({
    files: testFiles.map((pattern) => `client/src/features/${feature}/${pattern}`),
    rules: restrictImports(noServer, otherFeatures(feature)),
  })),
  { files: ['server/{plugins,lib}/**/*.ts'], ignores: testFiles, rules: restrictImports(serverNoFeatures, serverNoSchema) },
  // Their tests may read any table (db/schema.ts) and use the helpers of server/test/.
  { files: testFiles.map((pattern) => `server/{plugins,lib}/${pattern}`), rules: restrictImports(serverNoFeatures) },
  ...serverFeatures.map((feature) => ({
    files: [`server/features/${feature}/**/*.{ts,tsx}`],
    ignores: [...testFiles, ...queryFiles],
    rules: restrictImports(otherServerFeatureFiles(feature), otherServerFeatureTables(feature), serverNoSchema),
  })),
  ...serverFeatures.map((feature) => ({
    files: queryFiles.map((pattern) => `server/features/${feature}/${pattern}`),
    ignores: testFiles,
    rules: restrictImports(otherServerFeatureFiles(feature), serverNoSchema),
  })),
  ...serverFeatures.map((feature) => ({
    files: [`server/features/${feature}/**/*.routes.ts`],
    ignores: testFiles,
    rules: restrictImports(otherServerFeatureFiles(feature), otherServerFeatureTables(feature), serverNoSchema, routesNoRepository),
  })),
  ...serverFeatures.map((feature) => ({
    files: [`server/features/${feature}/**/*.service.ts`, `server/features/${feature}/**/*.*.service.ts`],
    ignores: testFiles,
    rules: restrictImports(otherServerFeatureFiles(feature), otherServerFeatureTables(feature), serverNoSchema, servicesNoSql),
  })),
  ...serverFeatures.map((feature) => ({
    files: testFiles.map((pattern) => `server/features/${feature}/${pattern}`),
    rules: restrictImports(otherServerFeatureFiles(feature)),
  })),
  // The project's own rules (eslint-rules/): one shape for the cache, requests and table ownership.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    // The fetcher: the one place an answer of any route is named (the `AnyAnswer` others take).
    ignores: [...testFiles, 'client/src/lib/{api-client,api-errors,send-with-progress}.ts'],
    plugins: { shape },
    rules: { 'shape/cache-typed-by-contract': 'error', 'shape/no-module-request-maps': 'error' },
  },
  { files: ['server/features/**/*.{ts,tsx}'], ignores: testFiles, plugins: { shape }, rules: { 'shape/no-foreign-table-writes': 'error' } },
);
