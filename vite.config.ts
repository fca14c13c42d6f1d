/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { lowPriorityScripts, stylesAfterShell } from './scripts/script-priority.ts';
import { messageCatalogs, sourceManifestDescription, sourceManifestName } from './scripts/vite-catalogs.ts';
import { singleFileServiceWorker } from './scripts/service-worker-build.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
// Ties the persisted query cache to the build that wrote it (src/client/offline/query-persistence.ts).
const buildId = process.env.BUILD_ID ?? `${process.env.npm_package_version ?? '0'}-${Date.now().toString(36)}`;

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](?!.*persist)[^\\/]+)[\\/]/;

const MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: sourceManifestName(),
  short_name: 'Bandeja',
  // The name and description are the English catalogue's; the other languages get manifest.<locale>.webmanifest.
  description: sourceManifestDescription(),
  theme_color: '#0B4F8A',
  background_color: '#F8FAFC',
  display: 'standalone',
  start_url: '/',
  scope: '/',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

export default defineConfig({
  // `@/x` is src/x everywhere: the app, its build and every vitest project (they extend this config).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    react(),
    messageCatalogs(MANIFEST),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The icons are in public/ and so precached by globPatterns already; no second entry.
      includeManifestIcons: false,
      manifest: MANIFEST,
      injectManifest: {
        // App shell and every route chunk; the manifest itself is precached by the plugin.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}', 'manifest.*.webmanifest'],
        buildPlugins: { vite: [singleFileServiceWorker()] },
      },
      devOptions: { enabled: false },
    }),
    lowPriorityScripts(),
    stylesAfterShell(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, the router and TanStack Query in one chunk: every page needs them, and one file
          // compresses better than the five pieces automatic splitting cut them into (about 2.5 KB
          // gzip less for the home page). The persister stays out: it loads after the first paint.
          groups: [{ name: 'framework', test: FRAMEWORK_MODULES }],
        },
      },
    },
  },
  test: {
    // Vitest's default on two cores is one worker, which leaves the API suite waiting on fsyncs,
    // PostgreSQL and its timers with a core idle: two workers at least took it from about 11 to
    // 6 minutes on PostgreSQL (each test file has its own database, app and ports).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Property tests (scheduler, playoff draws) run hundreds of cases: the timeout guards against a
        // hang on a busy machine, not speed.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000, setupFiles: ['tests/unit/setup-i18n.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          // React Aria's combobox and dialogs render slowly in jsdom on a busy 2-core machine; a
          // timeout here guards against a hang, not speed (speed lives in npm run bench).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
