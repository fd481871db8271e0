import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jobs } from '../../jobs/index.ts';
import { AppMetrics } from '../../lib/metrics.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';

const METRICS_TOKEN = 'scraper-token-0123456789abcdef';
let ctx: TestContext;
let admin: TestUser;
let hr: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ env: { METRICS_TOKEN } });
  admin = await createUser(ctx, { role: 'Admin' });
  hr = await createUser(ctx, { role: 'HR' });
});
afterAll(() => ctx.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `hrms_http_requests_total{method="GET",route="/api/health",status="200"} 3`. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{${labels}}`) || l === `${name} ${l.split(' ')[1]}`);
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /api/metrics', () => {
  it('is not public: anonymous 401, HR 403, a wrong scraper token 401', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(bearer(hr).authorization)).statusCode).toBe(403);
    expect((await scrape(`Bearer ${METRICS_TOKEN.replace('0', '1')}`)).statusCode).toBe(401);
  });

  it('answers the Prometheus text format to an Admin and to the METRICS_TOKEN bearer', async () => {
    const byAdmin = await scrape(bearer(admin).authorization);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const byScraper = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(byScraper.statusCode).toBe(200);
    expect(byScraper.body).toContain('# TYPE hrms_http_requests_total counter');
  });

  it('counts requests by route pattern and status, never by the raw URL', async () => {
    for (let i = 0; i < 3; i += 1) await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: `/api/tasks/user/${admin.id}`, headers: bearer(admin) });
    const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    expect(sample(text, 'hrms_http_requests_total', 'method="GET",route="/api/health",status="200"')).toBe(3);
    expect(
      sample(text, 'hrms_http_requests_total', 'method="GET",route="/api/tasks/user/:id",status="200"'),
    ).toBe(1);
    expect(text).not.toContain(admin.id);
    expect(text).toContain(
      'hrms_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"',
    );
  });

  it('reports sockets connected, and no pool gauge value on the embedded database', async () => {
    const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    expect(text).toMatch(/^hrms_sockets_connected 0$/m);
    if (!process.env.DATABASE_URL) expect(text).not.toMatch(/^hrms_db_pool_connections \d/m);
    else expect(text).toMatch(/^hrms_db_pool_connections \d+$/m);
  });

  it('counts and times background job runs by outcome', async () => {
    const metrics = new AppMetrics();
    const log = { error: () => undefined, info: () => undefined };
    const jobs = new Jobs({ log, metrics });
    const handle = jobs.queue({
      name: 'demo-batch',
      run: async (id: string) => {
        if (id === 'bad') throw new Error('boom');
      },
      unfinished: async () => [],
      resume: () => undefined,
      pause: () => undefined,
    });
    await jobs.start();
    handle.enqueue('good-1');
    handle.enqueue('good-2');
    handle.enqueue('bad');
    await handle.idle();
    await jobs.stop();
    const text = await metrics.text();
    expect(sample(text, 'hrms_job_runs_total', 'job="demo-batch",outcome="ok"')).toBe(2);
    expect(sample(text, 'hrms_job_runs_total', 'job="demo-batch",outcome="failed"')).toBe(1);
    expect(sample(text, 'hrms_job_duration_seconds_count', 'job="demo-batch"')).toBe(3);
    expect(sample(text, 'hrms_jobs_in_progress', 'job="demo-batch"')).toBe(0);
  });
});
