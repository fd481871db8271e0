import path from 'node:path';
import type { Plugin } from 'vite';

/** Which module a route renders first, and per `?tab=` value ('' = no tab) the tab panel it shows. */
export interface RoutePreload {
  module: string;
  tabs?: Record<string, string>;
}

/** dist/route-preloads.json: for each path, the chunk files to preload, and more per `?tab=` value. */
export interface RoutePreloadHints {
  [routePath: string]: { files: string[]; tabs: Record<string, string[]> };
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * Writes dist/route-preloads.json. index.html only preloads what the sign-in page needs; a dashboard
 * would then fetch its chunks in three round trips (entry, then the page, then the Home tab), which
 * costs seconds on a slow phone network. The server reads this file and adds `<link rel="modulepreload">`
 * for the requested route to the HTML it sends, so every chunk of the first screen downloads at once.
 */
export function routePreloads(routes: Record<string, RoutePreload>): Plugin {
  let root = process.cwd();
  return {
    name: 'hrms-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is ChunkLike & typeof item => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[], into = new Set<string>()): Set<string> => {
        for (const file of start) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      // Already in index.html: never listed twice.
      const inHtml = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const filesOf = (module: string): string[] => {
        const id = path.resolve(root, module);
        const chunk = chunks.find((item) => item.facadeModuleId === id);
        if (!chunk) this.error(`route-preloads: no chunk is built from ${module}`);
        return [...closure([chunk.fileName])].filter((file) => !inHtml.has(file)).map((file) => `/${file}`);
      };
      const hints: RoutePreloadHints = {};
      for (const [routePath, route] of Object.entries(routes)) {
        const files = filesOf(route.module);
        const tabs: Record<string, string[]> = {};
        for (const [tab, module] of Object.entries(route.tabs ?? {})) {
          tabs[tab] = filesOf(module).filter((file) => !files.includes(file));
        }
        hints[routePath] = { files, tabs };
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(hints, null, 2) });
    },
  };
}
