import { describe, expect, it } from 'vitest';
import { routePreloads, type RoutePreloadHints } from './route-preloads';

const chunk = (fileName: string, imports: string[], facade: string | null = null, isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId: facade,
  isEntry,
});

/** Runs the plugin's hooks on a made-up bundle and returns what it would write. */
function run(
  bundle: Record<string, unknown>,
  routes: Parameters<typeof routePreloads>[0],
): RoutePreloadHints {
  const plugin = routePreloads(routes);
  const emitted: Array<{ fileName: string; source: string }> = [];
  const hook = (fn: unknown) => fn as (...args: unknown[]) => void;
  hook(plugin.configResolved).call(plugin, { root: '/app' });
  hook(plugin.generateBundle).call(
    {
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
      error: (message: string) => {
        throw new Error(message);
      },
    },
    {},
    bundle,
  );
  expect(emitted.map((file) => file.fileName)).toEqual(['route-preloads.json']);
  return JSON.parse(emitted[0]!.source) as RoutePreloadHints;
}

describe('route preload hints', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/vendor.js'], '/app/src/main.tsx', true),
    'assets/vendor.js': chunk('assets/vendor.js', []),
    'assets/Dashboard.js': chunk(
      'assets/Dashboard.js',
      ['assets/vendor.js', 'assets/zod.js'],
      '/app/src/Dashboard.tsx',
    ),
    'assets/zod.js': chunk('assets/zod.js', ['assets/vendor.js']),
    'assets/Home.js': chunk('assets/Home.js', ['assets/zod.js', 'assets/clock.js'], '/app/src/Home.tsx'),
    'assets/clock.js': chunk('assets/clock.js', ['assets/Home.js']),
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
  };

  it('lists each route’s chunks and their static imports, minus what index.html already loads', () => {
    const hints = run(bundle, {
      '/admin': { module: 'src/Dashboard.tsx', tabs: { '': 'src/Home.tsx' } },
    });
    expect(hints).toEqual({
      '/admin': {
        files: ['/assets/Dashboard.js', '/assets/zod.js'],
        // zod is already in the route's own list; the import cycle back to Home ends.
        tabs: { '': ['/assets/Home.js', '/assets/clock.js'] },
      },
    });
  });

  it('fails the build when a route names a module that no chunk is built from', () => {
    expect(() => run(bundle, { '/hr': { module: 'src/Missing.tsx' } })).toThrow(/src\/Missing.tsx/);
  });
});
