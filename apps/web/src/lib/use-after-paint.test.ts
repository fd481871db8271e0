import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

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

  it('does not wait for frames in a hidden tab, which never gets any', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { result } = renderHook(() => useAfterPaint());
    await waitFor(() => expect(result.current).toBe(true));
    expect(frame).not.toHaveBeenCalled();
  });
});
