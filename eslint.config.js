import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { portalRules } from './scripts/eslint/portal-rules.mjs';

/** The feature folders of an app, read from disk so a new feature gets its zone without editing this file. */
const featuresOf = (app) =>
  readdirSync(join(import.meta.dirname, 'apps', app, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A feature imports no other feature: what two features share lives in a shared layer, or is composed above them. */
const featureZones = (app, shared) =>
  featuresOf(app).map((feature) => ({
    target: `apps/${app}/src/features/${feature}`,
    from: `apps/${app}/src/features`,
    except: [`./${feature}`],
    message: `A feature does not import another feature; move what both need to ${shared}, or compose them above.`,
  }));

/**
 * One-way layers. Web: app → features → shared (components, lib, api, session). API: the composition root
 * (app.ts, server.ts) and db/seed → features → shared (services, plugins, db). Browser tests → @portal/api/testing.
 */
const boundaryZones = ({ tests }) => [
  ...featureZones('web', 'components/, lib/, api/ or session/'),
  {
    target: 'apps/web/src/features',
    from: 'apps/web/src/app',
    message: 'Features do not import the app shell; the app composes features.',
  },
  ...['components', 'lib', 'api', 'session'].map((layer) => ({
    target: `apps/web/src/${layer}`,
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'Shared code does not import features or the app.',
  })),
  ...featureZones('api', 'services/ or the domain'),
  {
    target: 'apps/api/src/features',
    from: tests
      ? ['apps/api/src/db/seed']
      : ['apps/api/src/app.ts', 'apps/api/src/server.ts', 'apps/api/src/main.ts', 'apps/api/src/db/seed'],
    message: 'Features do not import the composition root or the seed.',
  },
  {
    // db/seed may import features: it builds the demo programme through them.
    target: ['apps/api/src/services', 'apps/api/src/plugins', 'apps/api/src/db/!(seed)/**', 'apps/api/src/db/*'],
    from: tests
      ? ['apps/api/src/features', 'apps/api/src/db/seed']
      : ['apps/api/src/features', 'apps/api/src/db/seed', 'apps/api/src/app.ts', 'apps/api/src/server.ts'],
    message: 'Shared code does not import features, the seed or the composition root.',
  },
  {
    target: 'e2e',
    from: 'apps',
    except: ['./api/src/testing.ts'],
    message: 'Browser tests use @portal/api/testing (seed functions) or HTTP, not the API source.',
  },
];

/** Database access modules: value imports of the client, the schema or drizzle operators. */
const DB_VALUE_IMPORTS = [
  { regex: '(^|/)db/(client|schema)(/|$)', allowTypeImports: true, message: 'Queries live in the repository.' },
  { regex: '^drizzle-orm(/|$)', allowTypeImports: true, message: 'Queries live in the repository.' },
];

/** `a === b` or `a !== b` (and the loose forms). */
const EQUALITY = 'BinaryExpression[operator=/^[!=]==?$/]';
const ROLE_TYPE = "[property.name='role_type']";
const ROLE_TYPE_MESSAGE =
  "Rights come from the domain (checkAccess, hasGeneralAccess, the policies in permissions/policies.ts) or the route's access (app/page-access.ts), not from comparing role_type.";

/** The web decides rights the domain's way: no role_type compared with a literal, nor the signed-in user's. */
const WEB_ROLE_TYPE_SYNTAX = [
  `${EQUALITY}[right.type='Literal'] > MemberExpression.left${ROLE_TYPE}`,
  `${EQUALITY}[left.type='Literal'] > MemberExpression.right${ROLE_TYPE}`,
  `${EQUALITY} > ChainExpression > MemberExpression${ROLE_TYPE}`,
  `${EQUALITY} > MemberExpression${ROLE_TYPE}[object.name=/^(me|access|session)$/]`,
].map((selector) => ({ selector, message: ROLE_TYPE_MESSAGE }));

/**
 * A message compared with a text (a literal or a CONSTANT's member) decides what happened by its wording:
 * the API's codes (APP_ERRORS in the domain) say that; its messages are only shown.
 */
const WEB_MESSAGE_SYNTAX = [
  {
    selector: [
      "BinaryExpression[operator=/^[!=]==$/]:has(> MemberExpression[property.name='message'])",
      ':matches(:has(> Literal), :has(> TemplateLiteral), :has(> Identifier[name=/^[A-Z][A-Z0-9_]*$/]),',
      ':has(> MemberExpression[object.name=/^[A-Z][A-Z0-9_]*$/]))',
    ].join(''),
    message: 'Tell errors apart by code with isApiError(error, code) from lib/api, never by their .message.',
  },
];

/** A reply is typed with the domain's reply type, which the route declares as its response schema. */
const WEB_REPLY_TYPE_SYNTAX = [
  {
    selector: 'CallExpression[callee.name="api"] > TSTypeParameterInstantiation TSTypeLiteral',
    message: "Type the reply with the domain's reply type (import it from @portal/domain), not an object literal.",
  },
];

/** Dates, numbers and labels are shown one way: the domain's formatting module (formatting/dates, quantities, labels). */
const WEB_FORMATTING_MESSAGE =
  "Show dates, numbers and labels with the domain's formatters (formatDate, formatDateTime, formatAmount, formatQuantity ...).";
const WEB_FORMATTING_SYNTAX = [
  'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
  "NewExpression[callee.object.name='Intl']",
  "CallExpression[callee.object.name='Intl']",
  "CallExpression[callee.property.name='format'][callee.object.callee.name='dayjs']",
].map((selector) => ({ selector, message: WEB_FORMATTING_MESSAGE }));

/** Reads several areas share are called once, in web/api/ (query options the areas import). */
const WEB_SHARED_READS_SYNTAX = [
  {
    selector: 'Literal[value=/^\\/(company-search|user-search)(\\?|$)/]',
    message:
      'Company and user search live in web/api/ (company-search.ts, user-search.ts): import their query options or the pickers.',
  },
];
/**
 * Web features do their modal work one way: MutationModal (a form's save) or ConfirmModal (a
 * confirmation); StatusView is theirs alone, and a form validates through lib/form's formResolver.
 */
const WEB_FEATURE_IMPORTS = [
  {
    regex: '(^|/)components/status-view$',
    message: 'StatusView is private to components/: use MutationModal or ConfirmModal.',
  },
];
const WEB_FEATURE_PATHS = [
  {
    name: '@mantine/notifications',
    importNames: ['notifications'],
    message: 'Toasts come from components/toast (showSuccess, showFailure, showUndoable): one timing for every toast.',
  },
  {
    name: '@mantine/form',
    importNames: ['schemaResolver'],
    message: "Validate a form with formResolver (lib/form) over the domain's schema or a .pick of it.",
  },
];
/** Every dialog gives the focus back to its opener: Mantine's Modal only through components/dialog. */
const MANTINE_MODAL = {
  name: '@mantine/core',
  importNames: ['Modal'],
  message:
    "A dialog is components/dialog's Dialog, a MutationModal or a ConfirmModal: they return the focus to the opener.",
};
const PLAIN_MODAL = {
  regex: '(^|/)components/dialog$',
  message: 'A modal that does work is a MutationModal (a form) or a ConfirmModal (a confirmation), from components/.',
};
/**
 * Plain dialogs that do no work of their own: views, an upload's outcome, hosts of a
 * self-saving form.
 */
const PLAIN_MODALS_ALLOWED = [
  'apps/web/src/features/reports/pdf-preview-modal.tsx',
  'apps/web/src/features/scale-tickets/list/ticket-detail-modal.tsx',
  'apps/web/src/features/scale-tickets/upload/ticket-detail-modal.tsx',
  'apps/web/src/features/scale-tickets/upload/grower-names-modal.tsx',
  'apps/web/src/features/scale-tickets/upload/save-outcome-modals.tsx',
  'apps/web/src/features/scale-tickets/inventory/plan-inventory-section.tsx',
  'apps/web/src/features/training/upload-companies-training-page.tsx',
  'apps/web/src/features/production-plans/submission-modal.tsx',
  'apps/web/src/features/stewardship/modals/assign-fields-form.tsx',
  'apps/web/src/features/users/complete-profile-modal.tsx',
  'apps/web/src/features/users/user-page.tsx',
];
const AUTOCOMPLETE = {
  name: '@mantine/core',
  importNames: ['Autocomplete'],
  message: 'Search pickers use components/search-picker.tsx (CompanyPicker, UserPicker).',
};
const webFeatureImports = (patterns) => [
  'error',
  { patterns: [...WEB_FEATURE_IMPORTS, ...patterns], paths: [...WEB_FEATURE_PATHS, AUTOCOMPLETE, MANTINE_MODAL] },
];

/** Lint for the whole repository (`npm run lint`); formatting is Prettier's job. */
export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      'data/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // The SPA runs in the browser.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Page access lives on the route and in the domain's policies; shared reads and pickers live once.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...WEB_MESSAGE_SYNTAX,
        ...WEB_ROLE_TYPE_SYNTAX,
        ...WEB_SHARED_READS_SYNTAX,
        ...WEB_REPLY_TYPE_SYNTAX,
        ...WEB_FORMATTING_SYNTAX,
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [AUTOCOMPLETE, MANTINE_MODAL],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/dialog.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [AUTOCOMPLETE] }] },
  },
  {
    files: ['apps/web/src/api/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...WEB_MESSAGE_SYNTAX,
        ...WEB_ROLE_TYPE_SYNTAX,
        ...WEB_REPLY_TYPE_SYNTAX,
        ...WEB_FORMATTING_SYNTAX,
      ],
    },
  },
  {
    files: ['apps/web/src/components/search-picker.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Browser tests run in Node but evaluate code in the page.
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Kebab-case file and folder names (ARCHITECTURE.md); `.test`, `.config` and the like are allowed.
    files: ['apps/**/*.{js,ts,tsx}', 'packages/**/*.{js,ts,tsx}', 'e2e/**/*.{js,ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'apps/**/': 'KEBAB_CASE', 'packages/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Boundaries (ARCHITECTURE.md): one-way layers and no cycles.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts/.tsx files when it follows imports (no-cycle would see nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/domain/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: boundaryZones({ tests: false }),
        },
      ],
    },
  },
  {
    // Drizzle tables reference each other's columns lazily (`references(() => …)`): not a load-order cycle.
    files: ['apps/api/src/db/schema/**/*.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // A test builds the whole app, so it may import the composition root; the other zones hold.
    files: ['apps/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ tests: true }) }] },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@portal/(api|web)/(?!testing$)',
              message: 'Browser tests use @portal/api/testing (seed functions) or HTTP, not the API source.',
            },
            {
              regex: '^drizzle-orm(/|$)',
              message: 'Browser tests seed and read rows through @portal/api/testing, not with queries of their own.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only repositories query: features import the db client, the schema and drizzle operators as types only.
    files: ['apps/api/src/features/**/*.ts'],
    ignores: ['**/repository.ts', '**/*-repository.ts', '**/*.test.ts', '**/*.fixtures.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: DB_VALUE_IMPORTS }] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': webFeatureImports([PLAIN_MODAL]) },
  },
  {
    files: PLAIN_MODALS_ALLOWED,
    rules: { '@typescript-eslint/no-restricted-imports': webFeatureImports([]) },
  },
  {
    // A route file declares access and schemas and calls a service: nothing from db/, not even types.
    files: ['apps/api/src/features/**/routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)db(/|$)', message: 'A route file calls a service; it does not import db/.' },
            { regex: '^drizzle-orm(/|$)', message: 'A route file calls a service; queries live in the repository.' },
          ],
        },
      ],
    },
  },
  {
    // One service signature, (deps, ctx, input): a route hands its service contextOf(request), not the pieces.
    files: ['apps/api/src/features/**/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > CallExpression.arguments[callee.name=/^(requireActor|auditFor)$/]',
          message: 'Pass contextOf(request) to the service, (deps, ctx, input); see services/service.ts.',
        },
        {
          selector: "CallExpression > MemberExpression.arguments[object.name='request'][property.name=/^(actor|log)$/]",
          message: 'Pass contextOf(request) to the service, (deps, ctx, input); see services/service.ts.',
        },
      ],
    },
  },
  {
    // Comments say why in their own words: an audit finding id means nothing to a reader of the repository.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/tests/**'],
    plugins: { portal: portalRules },
    rules: { 'portal/no-finding-ids': 'error' },
  },
  {
    // API tests arrange rows through the factories (one way to build a plan, a contract, a company ...).
    files: [
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/*.fixtures.ts',
      'apps/api/src/testing.ts',
      'apps/api/test/**/*.ts',
    ],
    ignores: ['apps/api/test/factories/**'],
    plugins: { portal: portalRules },
    rules: { 'portal/use-factories': 'error' },
  },
  {
    // Web component tests render through the kit (src/testing/render.tsx): one way to set up the providers.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    plugins: { portal: portalRules },
    rules: { 'portal/use-render-kit': 'error' },
  },
  {
    // The map stays a map (docs/architecture.md); linted once, with this file.
    files: ['eslint.config.js'],
    plugins: { portal: portalRules },
    rules: { 'portal/architecture-map-size': 'error' },
  },
);
