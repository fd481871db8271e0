// From the Sign In click to the dashboard on screen, in real Chromium against the real server (built
// apps/web/dist, or WEB_DIST_DIR), unthrottled on this machine: when the address changes, when the clock
// card's text shows, and when the Home sections below it do.
//   npm run build && node --import tsx bench/signin-to-home.ts [--runs 5]
import { chromium } from '@playwright/test';
import { argNumber, pct } from './support/measure.ts';
import { startWebServer } from './support/web-server.ts';

const RUNS = argNumber('runs', 5);

// Runs in the page: records when each milestone first shows, from a MutationObserver (no polling delay).
const OBSERVE = `(() => {
  const marks = (window.__marks = {});
  const checks = {
    address: () => location.pathname === '/admin',
    clockCard: () => /Punch in between/.test(document.body.innerText),
    sections: () => /My Assigned Tasks/.test(document.body.innerText),
  };
  new MutationObserver(() => {
    for (const [name, hit] of Object.entries(checks)) {
      if (!(name in marks) && hit()) marks[name] = performance.now() - window.__clickedAt;
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

const server = await startWebServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const runs: Array<Record<string, number>> = [];
  for (let i = 0; i < RUNS; i += 1) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 800 } });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(server.admin.email);
    await page.getByLabel('Password').fill(server.admin.password);
    await page.evaluate(OBSERVE);
    await page.evaluate('window.__clickedAt = performance.now()');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('My Assigned Tasks').waitFor();
    runs.push((await page.evaluate('window.__marks')) as Record<string, number>);
    await page.close();
  }
  console.log(`| milestone after the Sign In click | median of ${RUNS} | slowest |`);
  console.log('|---|---|---|');
  for (const name of ['address', 'clockCard', 'sections']) {
    const values = runs.map((run) => run[name] ?? Number.NaN);
    console.log(`| ${name} | ${Math.round(pct(values, 50))} ms | ${Math.round(Math.max(...values))} ms |`);
  }
} finally {
  await browser.close();
  await server.stop();
}
