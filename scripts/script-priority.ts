import type { Plugin } from 'vite';

/**
 * Marks the app's scripts in index.html `fetchpriority="low"`: the entry module and the chunks Vite
 * preloads for it. The static shell of index.html paints from the HTML and its stylesheets alone
 * (module scripts never block rendering), so the scripts need not compete with the stylesheets,
 * and the first club's picture, for the first round trips on a weak signal. Lighthouse's simulation
 * took the scripts, loaded at high priority, as blocking the first paint: its mobile profile put
 * the shell's first paint at 1.7 to 1.9 s behind 110 KB of script (docs/performance.md).
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'bandeja:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  };
}
