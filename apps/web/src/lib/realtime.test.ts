import type { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { connectRealtime, disconnectRealtime, replaceRealtimeClient } from './realtime';

// The socket library itself is not under test: a stand-in records what the client asks of it, and it
// resolves later, as a dynamic import does.
type Listener = () => void;
const sockets: Array<{ auth: unknown; disconnected: boolean; listeners: Map<string, Listener> }> = [];
function fakeIo(options: { auth: unknown }) {
  const socket = {
    auth: options.auth,
    disconnected: false,
    listeners: new Map<string, Listener>(),
    on: (event: string, listener: Listener) => {
      socket.listeners.set(event, listener);
      return socket;
    },
    emit: () => socket,
    removeAllListeners: () => socket,
    disconnect: () => {
      socket.disconnected = true;
    },
    io: { on: () => undefined, removeAllListeners: () => undefined },
  };
  sockets.push(socket);
  return socket;
}
// Each load waits until the test lands it, so "while the library is still loading" is a fact, not a race.
const pendingLoads: Array<() => void> = [];
replaceRealtimeClient(
  () => new Promise((resolve) => pendingLoads.push(() => resolve({ io: fakeIo as unknown as typeof io }))),
);

/** Lands every pending load; the client's own continuation runs before this resolves (it was queued first). */
async function loaded(): Promise<void> {
  const landing = pendingLoads.splice(0);
  landing.forEach((land) => land());
  await Promise.resolve();
}

describe('the realtime connection (its library loads with the first connection)', () => {
  afterEach(() => {
    disconnectRealtime();
    pendingLoads.length = 0;
    sockets.length = 0;
  });

  it('opens one socket per session, however often it is asked', async () => {
    connectRealtime('token-a', 'user-1');
    connectRealtime('token-a', 'user-1');
    expect(pendingLoads).toHaveLength(1);
    await loaded();
    expect(sockets).toHaveLength(1);
    connectRealtime('token-a', 'user-1');
    expect(pendingLoads).toHaveLength(0);
    await loaded();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.auth).toEqual({ token: 'token-a' });
  });

  it('opens nothing when the session ends while the library is still loading', async () => {
    connectRealtime('token-a', 'user-1');
    disconnectRealtime();
    await loaded();
    expect(sockets).toHaveLength(0);
  });

  it('opens only the newest session’s socket when the session changes while loading', async () => {
    connectRealtime('token-a', 'user-1');
    connectRealtime('token-b', 'user-2');
    await loaded();
    expect(sockets.map((socket) => socket.auth)).toEqual([{ token: 'token-b' }]);
    connectRealtime('token-c', 'user-3');
    await loaded();
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.disconnected).toBe(true);
    expect(sockets[1]?.auth).toEqual({ token: 'token-c' });
  });

  it('marks the page live while connected, so a journey knows events will reach it', async () => {
    const live = () => document.documentElement.dataset.live;
    connectRealtime('token-a', 'user-1');
    await loaded();
    expect(live()).toBeUndefined();
    sockets[0]?.listeners.get('connect')?.();
    expect(live()).toBe('connected');
    sockets[0]?.listeners.get('disconnect')?.();
    expect(live()).toBeUndefined();
    sockets[0]?.listeners.get('connect')?.();
    disconnectRealtime();
    expect(live()).toBeUndefined();
  });
});
