import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PayslipContent } from './payslip-content.ts';

/** Renders payslips: the payslip batch's rendering step (docs/payroll.md, "Background generation"). */
export interface PayslipRenderer {
  /** All the contents' PDFs, in order; rejects with the first failing payslip's PayslipRenderError. */
  renderAll(contents: readonly PayslipContent[]): Promise<Uint8Array[]>;
  /** Stops the threads; in-flight payslips fail. Safe to call twice. */
  close(): Promise<void>;
}

/** One payslip that could not be rendered: says whose. */
export class PayslipRenderError extends Error {
  constructor(content: PayslipContent, reason: string) {
    super(`Could not render the payslip of ${content.employee.code} for ${content.period}: ${reason}`);
  }
}

/** Threads at most: rendering is CPU-bound; more than the cores only adds memory. */
const MAX_THREADS = 4;
/** Fewer payslips than this are rendered in the calling thread: posting them costs more than it saves. */
const IN_PROCESS_BELOW = 4;
/** Payslips in flight per thread: one rendering, one waiting, so a thread never idles between messages. */
const PER_THREAD = 2;

/**
 * How a thread loads its TypeScript: with Node's own type stripping where Node has it (22.18 and later:
 * the files it loads are erasable TypeScript), else through tsx. (The server
 * itself may be the bundle of npm start: the thread loads the source file either way.) Nothing else is passed
 * on (flags such as --expose-gc are refused in a thread). Without tsx a thread starts no loader of its own.
 */
const THREAD_EXEC_ARGV = process.features.typescript ? [] : ['--import', 'tsx'];

/**
 * A thread's heap, capped: left to V8's defaults, two threads grew by about 80 MB more over 2,000 payslips
 * for the same speed (bench/RESULTS.md). A thread's live data is its code and fonts, about 20 MB with a
 * Devanagari font loaded; the old generation's cap leaves several times that. A thread that still ran out
 * would fail its payslips with a PayslipRenderError and the chunk would not commit (nothing half-written).
 */
const THREAD_HEAP_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

interface Task {
  id: number;
  content: PayslipContent;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  inFlight: Map<number, Task>;
}

async function renderOne(content: PayslipContent): Promise<Uint8Array> {
  try {
    // Loaded on the first payslip: the PDF code and its fonts are not needed to start the server.
    const { renderPayslip } = await import('./payslip-pdf.ts');
    return await renderPayslip(content);
  } catch (error) {
    throw new PayslipRenderError(content, error instanceof Error ? error.message : String(error));
  }
}

/** Renders in the calling thread only (one core; small deployments, tests that want no threads). */
export function inProcessPayslips(): PayslipRenderer {
  return {
    async renderAll(contents) {
      const pdfs: Uint8Array[] = [];
      for (const content of contents) pdfs.push(await renderOne(content));
      return pdfs;
    },
    close: async () => {},
  };
}

/**
 * A small pool of worker threads (as many as the cores, at most MAX_THREADS; one on a single core),
 * started on first use. Idle threads do not keep the process alive; close() ends them (the app's onClose).
 */
export function payslipPool(size = Math.min(availableParallelism(), MAX_THREADS)): PayslipRenderer {
  const threads: Thread[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  const fail = (thread: Thread, reason: string) => {
    threads.splice(threads.indexOf(thread), 1);
    for (const task of thread.inFlight.values()) task.reject(new PayslipRenderError(task.content, reason));
    thread.inFlight.clear();
    dispatch();
  };

  const start = (): Thread => {
    const worker = new Worker(new URL('./payslip-worker.ts', import.meta.url), {
      execArgv: THREAD_EXEC_ARGV,
      resourceLimits: THREAD_HEAP_LIMITS,
    });
    const thread: Thread = { worker, inFlight: new Map() };
    worker.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const task = thread.inFlight.get(message.id);
      if (!task) return;
      thread.inFlight.delete(message.id);
      if (message.bytes) task.resolve(message.bytes);
      else task.reject(new PayslipRenderError(task.content, message.error ?? 'unknown error'));
      dispatch();
    });
    worker.on('error', (error) => fail(thread, error.message));
    worker.on('exit', (code) => {
      if (threads.includes(thread)) fail(thread, `the rendering thread stopped (exit code ${code})`);
    });
    threads.push(thread);
    return thread;
  };

  function dispatch(): void {
    while (queue.length > 0 && !closed) {
      let thread = threads.reduce<Thread | undefined>(
        (best, t) =>
          t.inFlight.size < PER_THREAD && (!best || t.inFlight.size < best.inFlight.size) ? t : best,
        undefined,
      );
      if (!thread && threads.length < size) thread = start();
      if (!thread) return;
      const task = queue.shift()!;
      thread.inFlight.set(task.id, task);
      thread.worker.postMessage({ id: task.id, content: task.content });
    }
    // Idle threads must not hold the process open (tests, a shutdown that forgot close()).
    for (const t of threads) {
      if (t.inFlight.size > 0) t.worker.ref();
      else t.worker.unref();
    }
  }

  const render = (content: PayslipContent) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (closed) return reject(new PayslipRenderError(content, 'the payslip renderer is closed'));
      queue.push({ id: nextId++, content, resolve, reject });
      dispatch();
    });

  return {
    async renderAll(contents) {
      if (contents.length < IN_PROCESS_BELOW) return inProcessPayslips().renderAll(contents);
      const results = await Promise.allSettled(contents.map(render));
      const failure = results.find((r) => r.status === 'rejected');
      if (failure) throw failure.reason;
      return results.map((r) => (r as PromiseFulfilledResult<Uint8Array>).value);
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0))
        task.reject(new PayslipRenderError(task.content, 'the payslip renderer is closed'));
      const ending = threads.splice(0);
      for (const t of ending)
        for (const task of t.inFlight.values())
          task.reject(new PayslipRenderError(task.content, 'the payslip renderer is closed'));
      await Promise.all(ending.map((t) => t.worker.terminate()));
    },
  };
}
