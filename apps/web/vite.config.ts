import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

// The same proxy serves `vite` and `vite preview`, so the built app can be tried against a local server.
const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: true },
  '/socket.io': { target: API_ORIGIN, ws: true, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
