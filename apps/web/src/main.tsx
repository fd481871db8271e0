// First: zod must see its CSP-safe configuration before any schema is built (see the module).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { DASHBOARD_PATHS, loadDashboard } from './app/routes';
import { readSession } from './lib/session';
import { initialLanguage, setLanguage } from './lib/i18n/store';
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

// A person who chose Hindi or Marathi on this device (or whose browser prefers it) sees the first render in
// it: its messages and font load first, behind the splash. English, the default, waits for nothing.
const language = initialLanguage();
const languageReady =
  language && language !== 'en' ? setLanguage(language, false).catch(() => undefined) : undefined;

// On a dashboard address its code is already downloading (the server's modulepreload hints): waiting for it
// (behind index.html's splash) renders the dashboard in one pass instead of a spinner first. A failed
// download renders anyway, and the route's own error handling takes over.
const dashboardReady =
  DASHBOARD_PATHS.includes(window.location.pathname) && readSession() ? loadDashboard() : undefined;
if (dashboardReady || languageReady) Promise.all([dashboardReady, languageReady]).then(render, render);
else render();

// The app shell's service worker (public/sw.js, docs/mobile.md): built app only, after the first paint.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
