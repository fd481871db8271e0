import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

/** A fresh copy of the module: afterFirstPaint remembers the first paint for the page's lifetime. */
async function freshModule() {
  vi.resetModules();
  return import('./use-after-paint');
}

/**
 * Timers answer to the test: the page goes on without frames after a second of real time, which a
 * busy machine can spend between two lines of a test; a test that checks "not yet" must not race it.
 */
function holdTheFallback(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

describe('useAfterPaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is false in the first render and true once two frames have passed', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    act(() => frames.shift()?.(0)); // the frame that paints the first render
    expect(result.current).toBe(false);
    act(() => frames.shift()?.(16)); // the next one: the first is on screen
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('goes on after a second when no frame comes (the tab was hidden while it loaded)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1); // frames never run
      const { result } = renderHook(() => useAfterPaint());
      act(() => vi.advanceTimersByTime(999));
      expect(result.current).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait for frames in a hidden tab, which never gets any', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { result } = renderHook(() => useAfterPaint());
    await waitFor(() => expect(result.current).toBe(true));
    expect(frame).not.toHaveBeenCalled();
  });

  it('afterFirstPaint waits for the first screen once; every later call is resolved at once', async () => {
    holdTheFallback();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const { afterFirstPaint } = await freshModule();
    let painted = false;
    void afterFirstPaint().then(() => (painted = true));
    frames.shift()?.(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toBe(false);
    frames.shift()?.(16);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toBe(true);

    await afterFirstPaint();
    expect(frames).toHaveLength(0); // no new frame was waited for
  });

  it('holds the requests of the first render until the first screen is on screen', async () => {
    holdTheFallback();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}'));
    await freshModule();
    const { api } = await import('./api');
    const pending = api.get('/config');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSpy).not.toHaveBeenCalled();
    frames.shift()?.(0);
    frames.shift()?.(16);
    await vi.advanceTimersByTimeAsync(0);
    await pending;
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    await api.get('/config');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(frames).toHaveLength(0);
  });
});
