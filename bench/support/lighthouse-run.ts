// One Lighthouse navigation in a fresh Chromium (fresh profile, so a cold cache), optionally with a
// signed-in session seeded into localStorage first, as the web app's sign-in form would leave it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Preset = 'mobile' | 'desktop';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface Session {
  token: string;
  user: unknown;
}

export interface PageRun {
  scores: Record<Category, number>;
  finalUrl: string;
  metrics: string;
  /** Audits that cost points: "category: id (title) value". */
  failing: string[];
  lhr: Result;
}

/** Writes the keys apps/web/src/lib/session.ts reads, from a page on the same origin. */
async function seedSession(port: number, origin: string, session: Session): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A static file, not the app: the app's scripts must not be in the cache before the measured load.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      (token, user) => {
        // Runs in the page; the bench is typed for Node (no DOM lib), so the page's storage is named here.
        const { localStorage } = globalThis as unknown as {
          localStorage: { setItem: (key: string, value: string) => void };
        };
        localStorage.setItem('token', JSON.stringify(token));
        localStorage.setItem('user', JSON.stringify(user));
      },
      session.token,
      session.user,
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const value = audit.displayValue ? ` ${audit.displayValue}` : '';
      // Weight 0 marks a diagnostic: it costs no points itself but names what slows a metric.
      const weight = ref.weight > 0 ? `weight ${ref.weight}` : 'diagnostic';
      lines.push(`${category}: ${audit.id} (${audit.title}) score ${audit.score}, ${weight}${value}`);
    }
  }
  return lines;
}

function metricsLine(lhr: Result): string {
  const ids = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ];
  const short = ['FCP', 'LCP', 'TBT', 'CLS', 'SI'];
  return ids.map((id, i) => `${short[i]} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
}

class RuntimeError extends Error {}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again. */
export async function runLighthouse(url: string, preset: Preset, session?: Session): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, preset, session);
    } catch (error) {
      if (!(error instanceof RuntimeError) || attempt >= 3) throw error;
      console.warn(`${url} (${preset}): ${error.message}; trying again`);
    }
  }
}

async function runOnce(url: string, preset: Preset, session?: Session): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (session) await seedSession(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Keeps the seeded session; the profile is new per run, so the cache is cold anyway.
        disableStorageReset: true,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new RuntimeError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    return {
      scores,
      finalUrl: lhr.finalDisplayedUrl,
      metrics: metricsLine(lhr),
      failing: failingAudits(lhr),
      lhr,
    };
  } finally {
    chrome.kill();
  }
}
