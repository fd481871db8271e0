import fs from 'node:fs';
import path from 'node:path';

/**
 * The web build's dist/route-preloads.json (apps/web/build/route-preloads.ts): per route path, the
 * chunk files its first screen needs, plus more per `?tab=` value ('' = no tab given).
 */
export type RoutePreloadHints = Map<string, { files: string[]; tabs: Map<string, string[]> }>;

const SAFE_FILE = /^\/assets\/[\w.-]+\.js$/;

/**
 * Reads the hints into Maps (the keys come from a file, so never onto a plain object), keeping only
 * well-formed asset paths; a missing or damaged file means no hints.
 */
export function readRoutePreloads(webDistDir: string): RoutePreloadHints {
  const file = path.join(webDistDir, 'route-preloads.json');
  const hints: RoutePreloadHints = new Map();
  if (!fs.existsSync(file)) return hints;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return hints;
  }
  if (typeof raw !== 'object' || raw === null) return hints;
  const files = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string' && SAFE_FILE.test(item))
      : [];
  for (const [routePath, entry] of Object.entries(raw)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { files: routeFiles, tabs } = entry as { files?: unknown; tabs?: unknown };
    const tabFiles = new Map<string, string[]>();
    if (typeof tabs === 'object' && tabs !== null) {
      for (const [tab, list] of Object.entries(tabs)) tabFiles.set(tab, files(list));
    }
    hints.set(routePath, { files: files(routeFiles), tabs: tabFiles });
  }
  return hints;
}

/** The chunk files to preload for a request URL (path and `?tab=`), in build order, without repeats. */
export function preloadsFor(hints: RoutePreloadHints, url: string): string[] {
  const parsed = new URL(url, 'http://localhost');
  const route = hints.get(parsed.pathname);
  if (!route) return [];
  const forTab = route.tabs.get(parsed.searchParams.get('tab') ?? '') ?? [];
  return [...new Set([...route.files, ...forTab])];
}

/** index.html with one `<link rel="modulepreload">` per file added at the end of <head>. */
export function withPreloads(indexHtml: string, files: string[]): string {
  if (files.length === 0) return indexHtml;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
  return indexHtml.replace('</head>', `    ${links}\n  </head>`);
}
