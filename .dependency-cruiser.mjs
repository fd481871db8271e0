// @ts-check
/**
 * Server module boundaries (docs/architecture.md, "Modules and their faces"), run by `npm run lint`:
 * - a module (apps/server/src/modules/<m>) is entered only through its index.ts, its one public face;
 * - modules form no cycle (.dependency-cruiser.modules.mjs: the same options, the module graph alone).
 * Tests are left out: a test may reach whatever it exercises.
 * `npm run graph:modules` prints the module graph.
 */
const MODULES = '^apps/server/src/modules/';

const INDEX = `${MODULES}[^/]+/index\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'module-only-through-index',
      severity: 'error',
      comment:
        'Another module is reached only through modules/<m>/index.ts, its one public face (docs/architecture.md).',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, INDEX] },
    },
    {
      name: 'app-only-through-index',
      severity: 'error',
      comment:
        'services.ts, app.ts, jobs/, demo/, cli/ and the rest reach a module only through its index.ts (docs/architecture.md).',
      from: { pathNot: MODULES },
      to: { path: MODULES, pathNot: INDEX },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^apps/server/src/',
    exclude: { path: ['\\.d\\.ts$', '\\.test\\.ts$', '^apps/server/src/test/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs'] },
  },
};
