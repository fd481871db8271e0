import type { Server } from 'socket.io';
import { roleRoom, userRoom, type Role, type ServerEventMap, type ServerEventName } from '@hrms/shared';
import { SERVER_EVENT_SCHEMAS } from '@hrms/shared/realtime-events';
import { payloadProblem } from './payload-check.ts';

/**
 * What services use to tell browsers about a change. Call it only after the
 * transaction commits, with a payload from the same presenter as the HTTP answer.
 * The payload's type follows the event (packages/shared/src/<domain>/events.ts).
 */
export interface Realtime {
  emitToUser<N extends ServerEventName>(userId: string, event: N, payload: ServerEventMap[N]): void;
  emitToRoles<N extends ServerEventName>(roles: readonly Role[], event: N, payload: ServerEventMap[N]): void;
  /** Every socket of the person, on every instance (deletion, a password change or reset: all sessions end). */
  disconnectUser(userId: string): void;
  /** The sockets opened with these sessions' tokens, on every instance (sign-out, a session signed out). */
  disconnectSessions(sessionIds: readonly string[]): void;
}

/**
 * A server-side room of the sockets opened with one session's token (user_sessions.id). Never a client's to
 * join: join_room only accepts the caller's own user id.
 */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** An event as it was emitted, with its audience: what listeners inside the server see. */
export type EmittedEvent = {
  [N in ServerEventName]: {
    event: N;
    payload: ServerEventMap[N];
    to: { userId: string } | { roles: readonly Role[] };
  };
}[ServerEventName];

export type EmitListener = (emitted: EmittedEvent) => void;

/**
 * The domain-event hook: a module that reacts to what others announce (the mail module sends a message
 * when a leave is decided) listens here, so the announcing modules never know about it. Listeners run
 * synchronously inside the emit, after the commit; they must only start their own work, never throw.
 */
export interface RealtimeHook {
  observe(listener: EmitListener): () => void;
}

export interface RealtimeOptions {
  /**
   * Tests (NODE_ENV=test): every payload is checked against its event's schema, and one that does not
   * match, or carries a field the schema does not list, throws instead of reaching a browser.
   */
  checkPayloads?: boolean;
  /** A listener that threw (a bug): logged, and the emitting request carries on. */
  onListenerError?: (error: unknown, event: ServerEventName) => void;
}

export class SocketRealtime implements Realtime, RealtimeHook {
  private io: Server | null = null;
  private readonly listeners = new Set<EmitListener>();

  constructor(private readonly options: RealtimeOptions = {}) {}

  attach(io: Server): void {
    this.io = io;
  }

  emitToUser<N extends ServerEventName>(userId: string, event: N, payload: ServerEventMap[N]): void {
    this.check(event, payload);
    this.io?.to(userRoom(userId)).emit(event, payload);
    this.tell({ event, payload, to: { userId } } as EmittedEvent);
  }

  emitToRoles<N extends ServerEventName>(roles: readonly Role[], event: N, payload: ServerEventMap[N]): void {
    this.check(event, payload);
    if (roles.length === 0) return;
    this.io?.to(roles.map(roleRoom)).emit(event, payload);
    this.tell({ event, payload, to: { roles } } as EmittedEvent);
  }

  observe(listener: EmitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sockets connected to this instance (GET /api/metrics). */
  connectedCount(): number {
    return this.io?.engine.clientsCount ?? 0;
  }

  disconnectUser(userId: string): void {
    this.io?.in(userRoom(userId)).disconnectSockets(true);
  }

  disconnectSessions(sessionIds: readonly string[]): void {
    // With the Redis adapter, disconnectSockets reaches the sockets every instance holds in these rooms.
    if (sessionIds.length > 0) this.io?.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }

  private tell(emitted: EmittedEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(emitted);
      } catch (error) {
        this.options.onListenerError?.(error, emitted.event);
      }
    }
  }

  private check(event: ServerEventName, payload: unknown): void {
    if (!this.options.checkPayloads) return;
    const problem = payloadProblem(SERVER_EVENT_SCHEMAS[event], payload);
    if (problem) throw new Error(`The ${event} payload does not match its schema: ${problem}`);
  }
}
