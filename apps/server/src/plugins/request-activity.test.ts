import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestActivity } from '../db/background-lane.ts';
import { registerRequestActivity } from './request-activity.ts';

describe('request activity', () => {
  it('counts a request while it is answered, and not after: answered, not found or failed', async () => {
    const app = Fastify();
    registerRequestActivity(app);
    const during: number[] = [];
    app.get('/ok', async () => {
      during.push(requestActivity.current);
      return { ok: true };
    });
    app.get('/fails', async () => {
      during.push(requestActivity.current);
      throw new Error('broken');
    });
    await app.ready();
    const before = requestActivity.current;
    const startedBefore = requestActivity.startedSoFar;

    const answers = await Promise.all([
      app.inject({ url: '/ok' }),
      app.inject({ url: '/ok' }),
      app.inject({ url: '/missing' }),
      app.inject({ url: '/fails' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 500]);
    expect(Math.max(...during)).toBeGreaterThanOrEqual(before + 1);
    expect(requestActivity.current).toBe(before);
    expect(requestActivity.startedSoFar - startedBefore).toBe(4);
    await app.close();
  });
});
