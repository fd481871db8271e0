import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ece from 'http_ece';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../test/test-app.ts';
import { OrgTime } from '../../lib/clock.ts';
import type { RealtimeHook } from '../../realtime/realtime.ts';
import { PushService } from './push.service.ts';
import { loadOrCreateVapidKeys } from './vapid-keys.ts';

/**
 * A local stand-in for a push service (HTTPS, self-signed): it checks the VAPID JWT's ES256 signature with
 * the key the request names and decrypts the aes128gcm payload with the subscription's private key, as a
 * browser's push service and the browser together would. The real web-push library sends to it.
 */
interface Received {
  status: number;
  jwtValid: boolean;
  audience: string;
  keyMatches: boolean;
  payload: string;
}

let ctx: TestContext;
let server: https.Server;
let base: string;
let agent: https.Agent;
let person: TestUser;
const received: Received[] = [];
const receiver = crypto.createECDH('prime256v1');
receiver.generateKeys();
const authSecret = crypto.randomBytes(16);
let answerWith = 201;
let push: PushService;

const b64url = (buffer: Buffer) => buffer.toString('base64url');

beforeAll(async () => {
  ctx = await createTestApp();
  person = await createUser(ctx);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-standin-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = fs.readFileSync(path.join(dir, 'cert.pem'));
  const keys = loadOrCreateVapidKeys(ctx.config.dataDir, {});
  server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const auth = String(req.headers.authorization ?? '');
      const match = /^vapid t=([^,]+), k=(.+)$/.exec(auth);
      const [header = '', claims = '', signature = ''] = (match?.[1] ?? '').split('.');
      const k = Buffer.from(match?.[2] ?? '', 'base64url');
      const publicKey = crypto.createPublicKey({
        key: { kty: 'EC', crv: 'P-256', x: b64url(k.subarray(1, 33)), y: b64url(k.subarray(33, 65)) },
        format: 'jwk',
      });
      const jwtValid = crypto.verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key: publicKey, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      );
      const payload = ece
        .decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: receiver, authSecret })
        .toString('utf8');
      received.push({
        status: answerWith,
        jwtValid,
        audience: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')).aud,
        keyMatches: match?.[2] === keys.publicKey,
        payload,
      });
      res.writeHead(answerWith).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  agent = new https.Agent({ ca: cert });
  push = new PushService({
    db: ctx.db,
    orgTime: new OrgTime(ctx.clock, ctx.config.orgTimezone),
    keys,
    subject: 'mailto:admin@example.com',
    log: { warn: () => {} },
    allowEndpoint: () => true,
    agent,
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

const subscription = (id: string) => ({
  endpoint: `${base}/push/${id}`,
  keys: { p256dh: b64url(receiver.getPublicKey()), auth: b64url(authSecret) },
});

describe('Web Push (real web-push library against a local push service)', () => {
  it('sends a VAPID-signed, encrypted message the subscription can decrypt', async () => {
    await push.subscribe({ id: person.id, role: 'Employee', name: person.name } as never, subscription('a'));
    received.length = 0;
    answerWith = 201;
    expect(
      await push.sendTo(person.id, {
        title: 'Leave approved',
        body: 'Your Sick Leave request was approved.',
        url: '/',
      }),
    ).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ jwtValid: true, keyMatches: true, audience: base });
    expect(JSON.parse(received[0]!.payload)).toEqual({
      title: 'Leave approved',
      body: 'Your Sick Leave request was approved.',
      url: '/',
    });
  });

  it('removes a subscription the push service says is gone', async () => {
    await push.subscribe(
      { id: person.id, role: 'Employee', name: person.name } as never,
      subscription('gone'),
    );
    answerWith = 410;
    await push.sendTo(person.id, { title: 't', body: 'b', url: '/' });
    answerWith = 201;
    const left = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.id));
    expect(left).toEqual([]);
  });

  it('refuses, through the API, an endpoint that is not https on a public host', async () => {
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1/x',
      'https://10.0.0.5/x',
      'https://localhost/x',
      'https://[::1]/x',
      'https://intranet/x',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: bearer(person),
        payload: { ...subscription('x'), endpoint },
      });
      expect(response.statusCode, endpoint).toBe(422);
      expect(response.json()).toEqual({
        message: 'The push endpoint must be an https address of a public push service.',
        code: 'unprocessable',
      });
    }
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(person),
      payload: { ...subscription('x'), endpoint: 'https://fcm.googleapis.com/fcm/send/abc' },
    });
    expect(ok.statusCode).toBe(201);
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions/remove',
      headers: bearer(person),
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' },
    });
    expect(off.json()).toEqual({ subscribed: false });
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.id)),
    ).toEqual([]);
  });

  it('sends only the kinds the person keeps on (each person chooses, per kind)', async () => {
    const own = await createUser(ctx);
    await push.subscribe({ id: own.id, role: 'Employee', name: own.name } as never, subscription('kinds'));
    const prefs = () => ctx.app.inject({ url: '/api/push/preferences', headers: bearer(own) });
    expect((await prefs()).json()).toEqual({
      leave: true,
      approvals: true,
      payslip: true,
      notices: true,
      tasks: true,
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: bearer(own),
      payload: { leave: false, approvals: true, payslip: true, notices: true, tasks: false },
    });
    expect(saved.json()).toEqual({
      leave: false,
      approvals: true,
      payslip: true,
      notices: true,
      tasks: false,
    });
    received.length = 0;
    answerWith = 201;
    const message = { title: 't', body: 'b', url: '/' };
    expect(await push.sendTo(own.id, message, 'leave')).toBe(0);
    expect(await push.sendTo(own.id, message, 'tasks')).toBe(0);
    expect(await push.sendTo(own.id, message, 'payslip')).toBe(1);
    expect(received).toHaveLength(1);
    // Someone else's choice is theirs alone.
    expect(
      (await ctx.app.inject({ url: '/api/push/preferences', headers: bearer(person) })).json().leave,
    ).toBe(true);
  });

  it('pushes what other modules announce, of its kind: a notice sent through the API reaches the phone', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const own = await createUser(ctx);
    await push.subscribe({ id: own.id, role: 'Employee', name: own.name } as never, subscription('listen'));
    // The app's realtime is a SocketRealtime: it is the hook the app's own push service listens to.
    const stop = push.listen(ctx.app.realtime as unknown as RealtimeHook);
    received.length = 0;
    answerWith = 201;
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: bearer(admin),
      payload: { recipient: [own.id], message: 'Office closed on Friday' },
    });
    expect(sent.statusCode).toBe(201);
    await expect.poll(() => received.length).toBe(1);
    expect(JSON.parse(received[0]!.payload)).toMatchObject({ body: 'Office closed on Friday' });
    stop();
  });

  it('gives everyone the public key, and keeps the same pair across restarts', async () => {
    const response = await ctx.app.inject({ url: '/api/push/key', headers: bearer(person) });
    expect(response.json().publicKey).toBe(loadOrCreateVapidKeys(ctx.config.dataDir, {}).publicKey);
  });
});
