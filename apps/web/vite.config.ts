import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { routePreloads, type RoutePreload } from './build/route-preloads';
import { stylesheetFirstPlugin } from './build/stylesheet-first';

const API_ORIGIN = 'http://127.0.0.1:3000';

// The same proxy serves `vite` and `vite preview`, so the built app can be tried against a local server.
const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: true },
  '/socket.io': { target: API_ORIGIN, ws: true, changeOrigin: true },
};

/**
 * Writes .br and .gz beside every text asset of the build. The server serves them as they are
 * (@fastify/static `preCompressed`), so each file is compressed once, at maximum quality, at
 * build time instead of on every request on a 2-core machine.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hrms-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json|txt)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// A dashboard's chunk holds its Home tab; an address with ?tab= also gets that tab's feature chunk
// (the feature surfaces app/dashboard-tabs.tsx imports).
const feature = (name: string) => `src/features/${name}/index.ts`;
const dashboard: RoutePreload = {
  module: 'src/app/dashboard/DashboardPage.tsx',
  tabs: {
    // With the person's own overtime (issue 45): composed in app/.
    attendance: 'src/app/dashboard/AttendanceWithOvertime.tsx',
    'leave-requests': feature('leave'),
    'salary-history': feature('payroll'),
    'my-salary': feature('payroll'),
    'salary-punch-in': feature('payroll'),
    notifications: feature('notifications'),
    'send-notification': feature('notifications'),
    // The people feature with the payroll fields of the Add Employee dialog (issue 40).
    'employee-management': 'src/app/dashboard/EmployeeManagementPanel.tsx',
    'task-management': feature('tasks'),
    'audit-log': feature('audit'),
    organisation: feature('organisation'),
    'work-calendar': 'src/app/dashboard/WorkCalendarTab.tsx',
    structure: feature('org-structure'),
    'org-chart': feature('org-structure'),
    'my-team': feature('org-structure'),
    'my-tax': feature('tax-year'),
    onboarding: feature('lifecycle'),
    // Claims with salary advances (issue 45): composed in app/.
    claims: 'src/app/dashboard/ClaimsWithAdvances.tsx',
  },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    routePreloads({ '/employee': dashboard, '/admin': dashboard, '/hr': dashboard }),
    stylesheetFirstPlugin(),
    precompress(),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // packages/shared holds only schemas and constants; saying so lets the sign-in bundle drop
      // every schema it does not use (the package's index re-exports all domains).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/shared/src/') },
      output: {
        // React and the router change far less often than our code: a separate file stays cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
  },
});
