import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE, lowerThisThreadPriority } from './thread-priority.ts';

/** Starts the helper thread (its TypeScript through tsx, which works on any Node this project runs on). */
function threadReport(): Promise<{ applied: boolean; priority: number }> {
  const worker = new Worker(new URL('../test/thread-priority-worker.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (report) => {
      resolve(report);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe('lowerThisThreadPriority', () => {
  it('lowers the worker thread alone, never the thread that serves requests', async () => {
    const before = os.getPriority();
    const report = await threadReport();
    if (process.platform === 'linux') {
      expect(report).toEqual({ applied: true, priority: Math.max(before, BACKGROUND_NICE) });
    } else {
      // Elsewhere the call would reach the whole process: it is not made.
      expect(report).toEqual({ applied: false, priority: before });
    }
    // This thread (and so the server's request thread) keeps its priority.
    expect(os.getPriority()).toBe(before);
  });

  it('does nothing off Linux, where the nice value belongs to the whole process', () => {
    const before = os.getPriority();
    expect(lowerThisThreadPriority(BACKGROUND_NICE, 'darwin')).toBe(false);
    expect(os.getPriority()).toBe(before);
  });
});
