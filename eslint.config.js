import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const srcRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const featuresRoot = path.join(srcRoot, 'client', 'features');
const serverRoot = path.join(srcRoot, 'server');

/**
 * What one feature may import from another: its index, its query factories and mutation hooks
 * (`queries`, `api/*`) and its texts (`messages`), at its top or in its admin part (`admin/`, or one
 * admin section's folder under it). Everything else is that feature's own business.
 */
const FEATURE_PUBLIC_SURFACE = /^(?:admin(?:\/[^/]+)?\/)?(?:index|queries|messages|api(?:\/[^/]+)?)$|^$/;

/**
 * The files that write query keys: each domain's factory (`queries.ts`, and the account's `keys.ts`
 * the outbox reads without the fetchers) and the admin root. Everywhere else a key is taken from them.
 */
const QUERY_KEY_FACTORIES = ['src/client/**/queries.ts', 'src/client/features/me/keys.ts', 'src/client/lib/admin-key.ts'];

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

/**
 * The folders of src/server that are not domains. plugins/, db/, lib/, fast-paths/, logging/ and static/ are the
 * infrastructure domains build on; seed/ and cli/, like the files at the top of src/server
 * (app.ts, routes.ts, main.ts), are the composition root, which may import any domain's index.
 */
const SERVER_NON_DOMAINS = new Set(['plugins', 'db', 'lib', 'fast-paths', 'logging', 'static', 'seed', 'cli']);
const SERVER_INFRASTRUCTURE = new Set(['plugins', 'db', 'lib', 'fast-paths', 'logging', 'static']);

/** The server domain a file belongs to (src/server/<domain>/…), or null. */
function serverDomainOf(file) {
  const relative = path.relative(serverRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative) || !relative.includes(path.sep)) return null;
  const top = relative.split(path.sep)[0];
  return SERVER_NON_DOMAINS.has(top) ? null : top;
}

const IMPORT_SPECIFIER = /\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

/**
 * Which server domains each domain imports, read once per lint run from the files on disk (an
 * editor's long-lived ESLint sees a graph as old as its start; the CLI and CI read it fresh).
 */
let serverDomainGraph = null;
function domainGraph() {
  if (serverDomainGraph) return serverDomainGraph;
  serverDomainGraph = new Map();
  for (const file of fs.readdirSync(serverRoot, { recursive: true, encoding: 'utf8' })) {
    const absolute = path.join(serverRoot, file);
    const from = serverDomainOf(absolute);
    if (!from || !/\.tsx?$/.test(file)) continue;
    const edges = serverDomainGraph.get(from) ?? new Set();
    serverDomainGraph.set(from, edges);
    for (const [, specifier] of fs.readFileSync(absolute, 'utf8').matchAll(IMPORT_SPECIFIER)) {
      const target = resolveInSrc(absolute, specifier);
      const to = target && serverDomainOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return serverDomainGraph;
}

/** A path of domain imports from `from` back to `to`, or null: an import to→from then closes a cycle. */
function domainPath(from, to) {
  const graph = domainGraph();
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const domain = queue.shift();
    if (domain === to) {
      const steps = [];
      for (let step = to; step !== null; step = cameFrom.get(step)) steps.unshift(step);
      return steps;
    }
    for (const next of graph.get(domain) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, domain);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * Server domains meet only through their index.ts (their public surface), and never import each
 * other, directly or round a longer loop: a domain that must react to another's work registers a
 * hook the other owns (routes.ts wires them) instead.
 */
function checkServerImport(context, node, importer, target) {
  const toDomain = serverDomainOf(target);
  const fromDomain = serverDomainOf(importer);
  if (!toDomain || toDomain === fromDomain) return;
  if (!fromDomain && SERVER_INFRASTRUCTURE.has(topFolder(serverRoot, importer))) return;
  const inside = path.relative(path.join(serverRoot, toDomain), target).split(path.sep).join('/').replace(/\.(?:js|ts)$/, '');
  if (inside !== 'index') {
    context.report({ node, message: `server/${toDomain}/${inside} is that domain's own business: import it through server/${toDomain}/index.ts.` });
    return;
  }
  const loop = fromDomain && domainPath(toDomain, fromDomain);
  if (loop) {
    context.report({
      node,
      message: `Server domains import each other (${[fromDomain, ...loop].join(' → ')}): let one register a hook the other owns instead (docs/architecture.md).`,
    });
  }
}

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
  checkServerImport(context, node, importer, target);
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

/** The Kysely calls that start a statement. */
const STATEMENT_STARTS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);

const isSqlTag = (node) => node.type === 'Identifier' && node.name === 'sql';

/**
 * A server domain's SQL lives in its queries.ts: a statement (`.selectFrom(`, `.insertInto(`,
 * `.updateTable(`, `.deleteFrom(`) or a `sql` template anywhere else in src/server/<domain>/ is
 * reported. The infrastructure folders (db, lib, fast-paths, plugins, static) and the composition root
 * (seed, cli, the files at the top of src/server) are not domains and may hold SQL.
 */
function sqlOutsideQueries(context) {
  const file = context.filename;
  if (!serverDomainOf(file) || path.basename(file) === 'queries.ts') return {};
  const report = (node, what) =>
    context.report({ node, message: `${what} outside queries.ts: move the statement to server/${serverDomainOf(file)}/queries.ts as a named function taking a Db.` });
  return {
    CallExpression: (node) => {
      const { callee } = node;
      if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
      if (STATEMENT_STARTS.has(callee.property.name)) report(node, `.${callee.property.name}()`);
      else if (isSqlTag(callee.object)) report(node, `sql.${callee.property.name}()`);
    },
    TaggedTemplateExpression: (node) => {
      if (isSqlTag(node.tag)) report(node, 'A sql`…` template');
    },
  };
}

const layersPlugin = {
  rules: {
    'sql-in-queries': { meta: { type: 'problem', schema: [] }, create: sqlOutsideQueries },
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
    rules: { 'layers/boundaries': 'error', 'layers/sql-in-queries': 'error' },
  },
  {
    // Query keys and paths: one factory per domain (docs/architecture.md). A key is written once, in
    // its domain's factory; every read and invalidation elsewhere takes it from there.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: QUERY_KEY_FACTORIES,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ArrayExpression', 'TSAsExpression > ArrayExpression'].map((value) => ({
          selector: `Property[key.name='queryKey'] > ${value}`,
          message: "An inline query key: take it from the domain's factory (features/<domain>/queries.ts, `<domain>Api.key` / `.admin.key`).",
        })),
        {
          selector: "CallExpression[callee.name='adminKey']",
          message: "An admin key built outside its domain's factory: add it to features/<domain>/queries.ts (`<domain>Api.admin.key`).",
        },
      ],
    },
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
