// @ts-check
/**
 * The module graph alone (apps/server/src/modules/<m>, each folder one node): no cycles. A lower module that needs
 * something of a higher one declares a port (an interface it owns) that the higher one implements and services.ts
 * passes in (docs/architecture.md). Its own run, because the folders around the modules (plugins, jobs, realtime)
 * would otherwise close circles that are not between modules.
 */
import base from './.dependency-cruiser.mjs';

const MODULE = '^apps/server/src/modules/[^/]+$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'Modules form no cycle: the lower module owns a port that the higher one implements (docs/architecture.md).',
      scope: 'folder',
      from: { path: MODULE },
      to: { circular: true },
    },
  ],
  options: { ...base.options, includeOnly: '^apps/server/src/modules/' },
};
