// First: zod must see its CSP-safe configuration before any schema is built (see the module).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { DASHBOARD_PATHS, loadDashboard } from './app/routes';
import { readSession } from './lib/session';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// As a transition, the first render is done in small slices instead of one long task, so the page keeps
// answering input while a slow phone builds it.
const root = createRoot(container);
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

// On a dashboard address its code is already downloading (the server's modulepreload hints): waiting for it
// (behind index.html's splash) renders the dashboard in one pass instead of a spinner first. A failed
// download renders anyway, and the route's own error handling takes over.
if (DASHBOARD_PATHS.includes(window.location.pathname) && readSession()) loadDashboard().then(render, render);
else render();

// The app shell's service worker (public/sw.js, docs/mobile.md): built app only, after the first paint.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
