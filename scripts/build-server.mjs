// Bundles the server into one ES module (apps/server/dist/main.mjs) so `npm start` loads one file instead of
// compiling some hundreds of TypeScript modules through tsx on every start (issue 24, cold start: docs/operations.md).
// Packages stay external (node_modules as installed) except our own workspace package, which is TypeScript.
// import.meta.dirname and import.meta.url keep meaning the source file's own place, so the paths the server
// finds from them (migrations, the web build, fonts, the payslip worker, whose thread loads its own TypeScript:
// payslip-pool.ts) are the same as under tsx.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/start.mjs');

/**
 * Bundled in rather than loaded from node_modules: our TypeScript package, and drizzle-orm, whose some hundred
 * small files each make Node look up a package.json with a very large exports map (1.6 s of a cold start).
 */
const INSIDE = /^(@hrms\/|drizzle-orm(\/|$))/;

const sourceLocations = {
  name: 'source-locations',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      INSIDE.test(args.path) ? undefined : { path: args.path, external: true },
    );
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const contents = text
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: 'ts' };
    });
  },
};

/** The bundle's first line: which checkout it was built from. */
export const builtFor = () => `// built for ${root}`;

export async function buildServer() {
  fs.rmSync(path.dirname(SERVER_BUNDLE), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'apps/server/src/start.ts')],
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    // The shared contracts' lazy import()s (made for the web's code splitting) become chunks: bundled into one
    // file they would turn every module into a lazily run wrapper, in an order circular imports do not survive.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
    // ensure-build.mjs reads this line: a bundle built in another folder points at that folder's files.
    banner: { js: builtFor() },
    plugins: [sourceLocations],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
