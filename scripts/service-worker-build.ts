import type { Plugin } from 'vite';

/**
 * vite-plugin-pwa 2.0 builds the service worker as one file with Rollup's `inlineDynamicImports`,
 * which Rolldown (Vite 8) has renamed `codeSplitting: false` and warns about on every build. This
 * plugin, given to that build only (`injectManifest.buildPlugins.vite`), asks for the same single
 * file under the new name, so `vite build` prints no warning (tests/unit/build-output.test.ts).
 */
export function singleFileServiceWorker(): Plugin {
  return {
    name: 'bandeja:single-file-service-worker',
    apply: 'build',
    outputOptions(options) {
      if (options.inlineDynamicImports === undefined) return null;
      const { inlineDynamicImports, ...rest } = options;
      return { ...rest, codeSplitting: !inlineDynamicImports };
    },
  };
}
