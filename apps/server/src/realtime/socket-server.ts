import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import { CLIENT_EVENTS, MESSAGES, TWO_STEP_MESSAGES, roleRoom, userRoom } from '@hrms/shared';
import type { Caller } from '../plugins/access.ts';
import type { RedisConnections } from '../lib/redis.ts';
import { callerOfToken, type CallerLookup, type TokenPayload } from '../plugins/auth.ts';
import { sessionRoom, type SocketRealtime } from './realtime.ts';

function tokenFromHandshake(auth: unknown, authorization: string | undefined): string | null {
  const fromAuth = (auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth.length > 0) return fromAuth.replace(/^Bearer\s+/i, '');
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Socket.IO on the API's port. The handshake must carry a valid JWT of a live user who has no required two-step
 * set-up pending; the server itself puts each socket in its user room and its role room.
 */
export function attachSocketServer(
  app: FastifyInstance,
  realtime: SocketRealtime,
  lookupCaller: CallerLookup,
  corsOrigin: string | undefined,
  redis: RedisConnections | null = null,
): Server {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: corsOrigin ? { origin: corsOrigin.split(',').map((origin) => origin.trim()) } : undefined,
    // With Redis, a room emit (and disconnectSockets) on one instance reaches sockets held by every instance.
    adapter: redis
      ? createAdapter(redis.create(), redis.create(), { key: redis.key('socket.io') })
      : undefined,
  });

  io.use(async (socket, next) => {
    const token = tokenFromHandshake(socket.handshake.auth, socket.handshake.headers.authorization);
    if (!token) return next(new Error(MESSAGES.unauthenticated));
    try {
      const payload = app.jwt.verify<TokenPayload>(token);
      const caller = await callerOfToken(payload, lookupCaller);
      if (!caller) return next(new Error(MESSAGES.sessionExpired));
      // The HTTP rule (plugins/auth.ts): until the required two-step set-up is done, no live events (issue 39).
      if (caller.mustSetUpTwoStep) return next(new Error(TWO_STEP_MESSAGES.setupRequired));
      socket.data.caller = caller;
      return next();
    } catch {
      return next(new Error(MESSAGES.sessionExpired));
    }
  });

  io.on('connection', (socket) => {
    const caller = socket.data.caller as Caller;
    // The session's room lets a sign-out (or a session signed out from another device) close exactly its sockets.
    const rooms = [userRoom(caller.id), roleRoom(caller.role)];
    if (caller.sessionId) rooms.push(sessionRoom(caller.sessionId));
    void socket.join(rooms);
    // The spec's client asks to join its own room; anything else is ignored. A client that passes an
    // acknowledgement callback learns whether it was accepted (tests use it to know the server has answered).
    socket.on(CLIENT_EVENTS.joinRoom, (requested: unknown, ack?: unknown) => {
      const accepted = requested === caller.id;
      if (accepted) void socket.join(userRoom(caller.id));
      if (typeof ack === 'function') (ack as (accepted: boolean) => void)(accepted);
    });
  });

  realtime.attach(io);
  app.addHook('onClose', async () => {
    await io.close();
  });
  return io;
}
