import { parentPort } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../../../lib/thread-priority.ts';
import type { PayslipContent } from './payslip-content.ts';
import { renderPayslip } from './payslip-pdf.ts';

// Rendering is background work: requests come first (lib/thread-priority.ts).
lowerThisThreadPriority();

/** One thread of the payslip pool (payslip-pool.ts): content in, PDF bytes out (transferred, not copied). */
parentPort!.on('message', (task: { id: number; content: PayslipContent }) => {
  renderPayslip(task.content).then(
    (bytes) => parentPort!.postMessage({ id: task.id, bytes }, [bytes.buffer as ArrayBuffer]),
    (error: unknown) =>
      parentPort!.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
