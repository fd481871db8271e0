import type { Server } from 'socket.io';
import {
  roleRoom,
  userRoom,
  type Role,
  type ServerEventMap,
  type ServerEventName,
  type ServerEventSchemas,
} from '@hrms/shared';
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
  disconnectUser(userId: string): void;
}

export interface RealtimeOptions {
  /**
   * Tests (NODE_ENV=test): every payload is checked against its event's schema, and one that does not
   * match, or carries a field the schema does not list, throws instead of reaching a browser.
   */
  checkPayloads?: boolean;
}

export class SocketRealtime implements Realtime {
  private io: Server | null = null;

  constructor(private readonly options: RealtimeOptions = {}) {}

  attach(io: Server): void {
    this.io = io;
  }

  emitToUser<N extends ServerEventName>(userId: string, event: N, payload: ServerEventMap[N]): void {
    this.check(event, payload);
    this.io?.to(userRoom(userId)).emit(event, payload);
  }

  emitToRoles<N extends ServerEventName>(roles: readonly Role[], event: N, payload: ServerEventMap[N]): void {
    this.check(event, payload);
    if (roles.length === 0) return;
    this.io?.to(roles.map(roleRoom)).emit(event, payload);
  }

  /** Sockets connected to this instance (GET /api/metrics). */
  connectedCount(): number {
    return this.io?.engine.clientsCount ?? 0;
  }

  disconnectUser(userId: string): void {
    this.io?.in(userRoom(userId)).disconnectSockets(true);
  }

  private check(event: ServerEventName, payload: unknown): void {
    if (!this.options.checkPayloads) return;
    const schema = (SERVER_EVENT_SCHEMAS as ServerEventSchemas)[event];
    const problem = schema ? payloadProblem(schema, payload) : null;
    if (problem) throw new Error(`The ${event} payload does not match its schema: ${problem}`);
  }
}
