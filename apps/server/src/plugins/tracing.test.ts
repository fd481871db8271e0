import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jobs } from '../jobs/index.ts';
import { AppMetrics } from '../lib/metrics.ts';
import { startTracing, type Tracing } from '../lib/tracing-sdk.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../test/test-app.ts';
import { tracedJobTimer } from './tracing.ts';

/** A real OTLP/HTTP receiver: what a collector is sent, decoded from the exporter's JSON. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
const received: OtlpSpan[] = [];
const collector = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    if (request.url === '/v1/traces') {
      const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
      for (const resource of payload.resourceSpans)
        for (const scope of resource.scopeSpans) received.push(...scope.spans);
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

let tracing: Tracing;
let ctx: TestContext;
let asha: TestUser;

beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  tracing = startTracing({ endpoint: `http://127.0.0.1:${port}`, serviceName: 'hrms-test' });
  ctx = await createTestApp({ tracer: tracing.tracer });
  asha = await createUser(ctx, { role: 'Employee', name: 'Asha Rao' });
});
afterAll(async () => {
  await ctx.close();
  await tracing.shutdown();
  await new Promise((resolve) => collector.close(resolve));
});

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};
const childrenOf = (span: OtlpSpan) => received.filter((s) => s.parentSpanId === span.spanId);

describe('tracing', () => {
  it("a request is a server span in the caller's trace, and its SQL are child spans without values", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentId = '00f067aa0ba902b7';
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tasks/user/${asha.id}`,
      headers: { ...bearer(asha), traceparent: `00-${traceId}-${parentId}-01` },
    });
    expect(response.statusCode).toBe(200);
    await tracing.flush();

    const server = received.find((s) => s.name === 'GET /api/tasks/user/:id');
    expect(server).toBeDefined();
    expect(server!.traceId).toBe(traceId);
    expect(server!.parentSpanId).toBe(parentId);
    expect(attribute(server!, 'http.route')).toBe('/api/tasks/user/:id');
    expect(attribute(server!, 'http.response.status_code')).toBe(200);
    const statements = childrenOf(server!);
    expect(statements.length).toBeGreaterThanOrEqual(1);
    expect(statements.every((s) => s.name.startsWith('db ') && s.traceId === traceId)).toBe(true);
    const texts = statements.map((s) => String(attribute(s, 'db.query.text')));
    expect(texts.some((text) => /from "tasks"/i.test(text))).toBe(true);
    expect(texts.join('\n')).not.toContain(asha.id);
  });

  it('a job run is a span whose statements are its children', async () => {
    const jobs = new Jobs({
      log: { error: () => undefined, info: () => undefined },
      metrics: tracedJobTimer(new AppMetrics(), tracing.tracer),
    });
    const handle = jobs.queue({
      name: 'traced-demo',
      run: async () => {
        await ctx.db.execute(sql`SELECT count(*) FROM users`);
      },
      unfinished: async () => [],
      resume: () => undefined,
      pause: () => undefined,
    });
    await jobs.start();
    handle.enqueue('one');
    await handle.idle();
    await jobs.stop();
    await tracing.flush();

    const job = received.find((s) => s.name === 'job traced-demo');
    expect(job).toBeDefined();
    expect(childrenOf(job!).map((s) => s.name)).toEqual(['db SELECT']);
  });

  it('statements outside any request or job make no span', async () => {
    const before = received.length;
    await ctx.db.execute(sql`SELECT 1`);
    await tracing.flush();
    expect(received.length).toBe(before);
  });
});
