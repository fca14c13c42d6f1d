import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const srcRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const featuresRoot = path.join(srcRoot, 'client', 'features');

/**
 * What one feature may import from another: its index, its query factories and mutation hooks
 * (`queries`, `api/*`) and its texts (`messages`). Everything else is that feature's own business.
 */
const FEATURE_PUBLIC_SURFACE = /^(?:index|queries|messages|api(?:\/[^/]+)?)?$/;

/** Where an import lands inside src/, or null for a package. Handles relative paths and the `@/` alias. */
function resolveInSrc(importer, specifier) {
  if (specifier.startsWith('@/')) return path.join(srcRoot, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

const topFolder = (root, file) => {
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0];
};

// Which layers each layer may not reach: shared is pure, client and server never meet.
const FORBIDDEN_LAYERS = { shared: ['server', 'client'], server: ['client'], client: ['server'] };

function checkImport(context, node, specifier) {
  const importer = context.filename;
  const target = resolveInSrc(importer, specifier);
  if (!target) return;
  const fromLayer = topFolder(srcRoot, importer);
  const toLayer = topFolder(srcRoot, target);
  if (fromLayer && toLayer && FORBIDDEN_LAYERS[fromLayer]?.includes(toLayer)) {
    context.report({ node, message: `src/${fromLayer} must not import from src/${toLayer} (imports flow shared ← server, shared ← client).` });
    return;
  }
  const fromFeature = topFolder(featuresRoot, importer);
  const toFeature = topFolder(featuresRoot, target);
  if (!fromFeature || !toFeature || fromFeature === toFeature) return;
  const inside = path.relative(path.join(featuresRoot, toFeature), target).split(path.sep).join('/').replace(/\.(?:js|ts|tsx)$/, '');
  if (!FEATURE_PUBLIC_SURFACE.test(inside)) {
    context.report({
      node,
      message: `features/${fromFeature} reaches into features/${toFeature}/${inside}: import it through features/${toFeature}'s index, queries, api or messages.`,
    });
  }
}

const layersPlugin = {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create: (context) => ({
        ImportDeclaration: (node) => checkImport(context, node, node.source.value),
        ExportNamedDeclaration: (node) => node.source && checkImport(context, node, node.source.value),
        ExportAllDeclaration: (node) => checkImport(context, node, node.source.value),
        ImportExpression: (node) => node.source.type === 'Literal' && checkImport(context, node, String(node.source.value)),
      }),
    },
  },
};

export default tseslint.config(
  { ignores: ['dist', '.e2e-dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'artifacts', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'tests/components/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The layering and the feature boundaries, resolved on real paths so `@/` and `../..` agree.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/boundaries': 'error' },
  },
  {
    // Until features/leagues has an index exporting ClubLeagues (the club page shows that list).
    files: ['src/client/features/clubs/components/club-page.tsx'],
    rules: { 'layers/boundaries': 'off' },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fastify', 'kysely', 'react', 'react-dom', 'dexie'], message: 'src/shared is pure: no I/O, no framework code.' }] },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/server/**', '**/src/client/**', '@/server/**', '@/client/**'], message: 'The service worker uses src/shared only.' }] }],
    },
  },
);
