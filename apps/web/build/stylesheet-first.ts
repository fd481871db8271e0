import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const SCRIPT_OR_PRELOAD = /[ \t]*<(script|link rel="modulepreload")/;

/**
 * Moves the stylesheet links Vite injected to before the first script or module preload. Vite writes
 * them last; on HTTP/1.1 (six connections per host) the CSS then queues behind the scripts, and the
 * brand splash in index.html cannot paint before the CSS is in. Asked for first, the CSS arrives
 * first, and a slow phone shows the splash while the scripts still download.
 */
export function stylesheetsFirst(html: string): string {
  const firstScript = html.search(SCRIPT_OR_PRELOAD);
  const links = html.match(STYLESHEET);
  if (firstScript < 0 || !links) return html;
  const head = html.slice(0, firstScript);
  if (head.includes('<link rel="stylesheet"')) return html; // already first
  const rest = html.slice(firstScript).replace(STYLESHEET, '');
  return `${head}${links.map((link) => `${link.trimEnd()}\n`).join('')}${rest}`;
}

export function stylesheetFirstPlugin(): Plugin {
  return {
    name: 'hrms-stylesheet-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stylesheetsFirst },
  };
}
