import {
  DEVICE_MESSAGES as M,
  PUSH_KINDS,
  type PushKind,
  type PushPreferences,
  type PushSubscriptionRequest,
} from '@hrms/shared';
import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Database } from '../../db/client.ts';
import type { OrgTime } from '../../lib/clock.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/access.ts';
import type { RealtimeHook } from '../../realtime/realtime.ts';
import { isPublicHttpsEndpoint } from './push-endpoint.ts';
import { pushOf, type PushMessage } from './push-kinds.ts';
import {
  deleteOwnSubscription,
  deleteSubscription,
  pushKindsOff,
  savePushKindsOff,
  subscriptionsOf,
  upsertSubscription,
} from './push.repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushDeps {
  db: Database;
  orgTime: OrgTime;
  keys: VapidKeys;
  /** mailto: or https: URL the push services may contact (VAPID `sub`). */
  subject: string;
  log: { warn(obj: unknown, msg?: string): void };
  /** Which endpoints may be called; default: public https hosts only (tests stand in a local service). */
  allowEndpoint?: (endpoint: string) => boolean;
  /** The HTTPS agent for the push services (tests trust their local stand-in's certificate with it). */
  agent?: Agent;
}

/** Web Push to people's phones (docs/mobile.md), on the `web-push` library: VAPID-signed, payload encrypted. */
export class PushService {
  constructor(private readonly deps: PushDeps) {}

  publicKey(): { publicKey: string } {
    return { publicKey: this.deps.keys.publicKey };
  }

  async subscribe(caller: Caller, body: PushSubscriptionRequest): Promise<{ subscribed: boolean }> {
    const allow = this.deps.allowEndpoint ?? isPublicHttpsEndpoint;
    if (!allow(body.endpoint)) throw unprocessable(M.pushEndpoint);
    await upsertSubscription(this.deps.db, {
      userId: caller.id,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      createdAt: this.deps.orgTime.now(),
    });
    return { subscribed: true };
  }

  async unsubscribe(caller: Caller, endpoint: string): Promise<{ subscribed: boolean }> {
    await deleteOwnSubscription(this.deps.db, caller.id, endpoint);
    return { subscribed: false };
  }

  /** Each kind on or off for the caller (every kind is on until they turn it off). */
  async preferences(caller: Caller): Promise<PushPreferences> {
    const off = new Set(await pushKindsOff(this.deps.db, caller.id));
    return Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !off.has(kind)])) as PushPreferences;
  }

  async savePreferences(caller: Caller, body: PushPreferences): Promise<PushPreferences> {
    const off = PUSH_KINDS.filter((kind) => !body[kind]);
    await savePushKindsOff(this.deps.db, caller.id, off, this.deps.orgTime.now());
    return this.preferences(caller);
  }

  /**
   * Sends to each of the person's browsers, unless they turned this kind off; one the push service says is
   * gone (404/410) is removed.
   */
  async sendTo(userId: string, message: PushMessage, kind?: PushKind): Promise<number> {
    if (kind && (await pushKindsOff(this.deps.db, userId)).includes(kind)) return 0;
    let sent = 0;
    for (const sub of await subscriptionsOf(this.deps.db, userId)) {
      try {
        await webpush.sendNotification(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(message),
          {
            vapidDetails: { subject: this.deps.subject, ...this.deps.keys },
            TTL: 24 * 60 * 60,
            timeout: 10_000,
            ...(this.deps.agent ? { agent: this.deps.agent } : {}),
          },
        );
        sent += 1;
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          await deleteSubscription(this.deps.db, sub.id);
        else this.deps.log.warn({ err: error, userId }, 'web push failed');
      }
    }
    return sent;
  }

  /**
   * Listens to what other modules announce (as mail does): push-kinds.ts decides which announcements are
   * pushes and of which kind. The announcing modules do not know push exists.
   */
  listen(hook: RealtimeHook): () => void {
    return hook.observe((emitted) => {
      const push = pushOf(emitted);
      if (!push) return;
      this.sendTo(push.userId, push.message, push.kind).catch((error: unknown) =>
        this.deps.log.warn({ err: error }, 'web push failed'),
      );
    });
  }
}
