import { useEffect, useRef } from 'react';
import type { io as IoFactory, Socket } from 'socket.io-client';
import {
  CLIENT_EVENTS,
  REALTIME_CLIENT_OPTIONS,
  SERVER_EVENTS,
  loadServerEventSchemas,
  type ServerEventMap,
  type ServerEventName,
  type AllServerEventSchemas,
} from '@hrms/shared';

/**
 * One Socket.IO connection per signed-in tab. Components subscribe with useServerEvent; they
 * may mount before the socket exists, so events are relayed through our own listener map.
 */
type Handler = (payload: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
const reconnectListeners = new Set<() => void>();
let socket: Socket | null = null;
let socketKey: string | null = null;

/**
 * Payloads are checked against the shared event schemas before any listener sees them, as answers are
 * against the response schemas. The schemas load with the connection (not with the first screen); an
 * event that arrives before they are in waits for them, in order.
 */
let schemas: AllServerEventSchemas | null = null;
let schemasLoading: Promise<AllServerEventSchemas> | null = null;

function eventSchemas(): Promise<AllServerEventSchemas> {
  schemasLoading ??= loadServerEventSchemas().then(
    (loaded) => (schemas = loaded),
    (error: unknown) => {
      schemasLoading = null;
      throw error;
    },
  );
  return schemasLoading;
}

function deliver(loaded: AllServerEventSchemas, event: ServerEventName, payload: unknown): void {
  const parsed = loaded[event].safeParse(payload);
  if (!parsed.success) {
    console.warn(`Ignored a ${event} event whose payload does not match its schema`, parsed.error.issues);
    return;
  }
  for (const handler of handlers.get(event) ?? []) handler(parsed.data);
}

function dispatch(event: ServerEventName, payload: unknown): void {
  if (schemas) deliver(schemas, event, payload);
  else
    eventSchemas().then(
      (loaded) => deliver(loaded, event, payload),
      () => undefined,
    );
}

type ClientLoader = () => Promise<{ io: typeof IoFactory }>;
let loadClient: ClientLoader = () => import('socket.io-client');

/**
 * The client library loads with the first connection, not with the sign-in page (about 15 KB that no
 * screen needs before it has painted). A disconnect or another session while it loads wins.
 */
export function connectRealtime(token: string, userId: string): void {
  const key = `${userId}:${token}`;
  if (socketKey === key) return;
  disconnectRealtime();
  socketKey = key;
  void loadClient().then(({ io }) => {
    if (socketKey === key && !socket) open(io, token, userId);
  });
}

function open(io: typeof IoFactory, token: string, userId: string): void {
  const created = io({
    path: '/socket.io',
    auth: { token },
    // WebSocket first: one long-lived connection that any instance behind the proxy can hold (docs/deploy.md).
    // Long-polling stays as the fallback for networks that block WebSocket; it needs sticky routing.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnectionDelay: REALTIME_CLIENT_OPTIONS.reconnectionDelay,
    reconnectionDelayMax: REALTIME_CLIENT_OPTIONS.reconnectionDelayMax,
    timeout: REALTIME_CLIENT_OPTIONS.timeout,
  });
  socket = created;
  void eventSchemas().catch(() => undefined);
  // The spec's client asks for its private room after connecting (the server also joins it itself).
  created.on('connect', () => {
    created.emit(CLIENT_EVENTS.joinRoom, userId);
    markLive(true);
  });
  created.on('disconnect', () => markLive(false));
  for (const event of SERVER_EVENTS) created.on(event, (payload: unknown) => dispatch(event, payload));
  // Events sent while the connection was down are lost; listeners reload what they show.
  created.io.on('reconnect', () => {
    for (const listener of reconnectListeners) listener();
  });
}

/** Runs `listener` each time the connection comes back after a drop; returns the unsubscribe. */
export function onRealtimeReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/**
 * `<html data-live="connected">` while the connection is up: what a browser journey waits for before
 * another person acts, since an event sent before the socket has joined is not replayed.
 */
function markLive(connected: boolean): void {
  if (connected) document.documentElement.dataset.live = 'connected';
  else delete document.documentElement.dataset.live;
}

export function disconnectRealtime(): void {
  markLive(false);
  socket?.io.removeAllListeners('reconnect');
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  socketKey = null;
}

/** Keeps the connection open while a session exists (call it in the signed-in layout). */
export function useRealtimeConnection(session: { token: string; user: { id: string } } | null): void {
  const token = session?.token;
  const userId = session?.user.id;
  useEffect(() => {
    if (!token || !userId) return;
    connectRealtime(token, userId);
    return () => disconnectRealtime();
  }, [token, userId]);
}

/** Runs `handler` for every `event` from the server while the component is mounted, with its typed payload. */
export function useServerEvent<N extends ServerEventName>(
  event: N,
  handler: (payload: ServerEventMap[N]) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const relay: Handler = (payload) => latest.current(payload as ServerEventMap[N]);
    let set = handlers.get(event);
    if (!set) handlers.set(event, (set = new Set()));
    set.add(relay);
    return () => {
      set.delete(relay);
    };
  }, [event]);
}

/** For tests: act as if the connection had just come back. */
export function reconnectLocally(): void {
  for (const listener of reconnectListeners) listener();
}

/** For tests: deliver an event as if the server sent it (checked like one). */
export function emitLocally<N extends ServerEventName>(event: N, payload: ServerEventMap[N]): void {
  dispatch(event, payload);
}

/** For tests: the client library to load instead of socket.io-client. */
export function replaceRealtimeClient(loader: ClientLoader): void {
  loadClient = loader;
}
