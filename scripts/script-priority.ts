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

/**
 * Moves the app's stylesheets from the head to the end of the body, after the static shell. The
 * shell (and the first view the server writes into it, src/server/static/first-view.ts) is styled
 * by index.html's inline CSS alone, so it paints as soon as the HTML arrives instead of after two
 * more requests; a stylesheet in the body holds back only what follows it. The scripts still run
 * after the stylesheets have loaded (deferred scripts wait for them), so React never renders a page
 * unstyled.
 */
export function stylesAfterShell(): Plugin {
  const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>\n?/g;
  return {
    name: 'bandeja:styles-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const head = html.slice(0, html.indexOf('</head>'));
        const links = head.match(STYLESHEET) ?? [];
        if (links.length === 0) return html;
        const rest = html.slice(head.length);
        const shellEnd = rest.indexOf('<noscript>');
        if (shellEnd < 0) return html;
        const moved = links.map((link) => `    ${link.trim()}\n`).join('');
        return `${head.replace(STYLESHEET, '')}${rest.slice(0, shellEnd)}${moved.trimStart()}    ${rest.slice(shellEnd)}`;
      },
    },
  };
}
