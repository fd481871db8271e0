import type { Server } from 'socket.io';
import { roleRoom, userRoom, type Role, type ServerEventName } from '@hrms/shared';

/**
 * What services use to tell browsers about a change. Call it only after the
 * transaction commits, with a payload from the same presenter as the HTTP answer.
 */
export interface Realtime {
  emitToUser(userId: string, event: ServerEventName, payload: unknown): void;
  emitToRoles(roles: readonly Role[], event: ServerEventName, payload: unknown): void;
  disconnectUser(userId: string): void;
}

export class SocketRealtime implements Realtime {
  private io: Server | null = null;

  attach(io: Server): void {
    this.io = io;
  }

  emitToUser(userId: string, event: ServerEventName, payload: unknown): void {
    this.io?.to(userRoom(userId)).emit(event, payload);
  }

  emitToRoles(roles: readonly Role[], event: ServerEventName, payload: unknown): void {
    if (roles.length === 0) return;
    this.io?.to(roles.map(roleRoom)).emit(event, payload);
  }

  disconnectUser(userId: string): void {
    this.io?.in(userRoom(userId)).disconnectSockets(true);
  }
}
