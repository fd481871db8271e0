import os from 'node:os';

/**
 * The nice value of background threads (the payslip pool's renderers): above the server's 0, so the
 * scheduler gives a core to the thread that answers requests first and rendering takes what is left
 * (issue 24: the API keeps at least half its speed while a payroll batch runs; docs/performance.md).
 */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the scheduling priority of the CALLING THREAD only, for a worker thread to call at its start.
 * On Linux the nice value belongs to each thread, and setpriority() for "process 0" changes the calling
 * thread's alone (man 2 setpriority, "Bugs"), which is what os.setPriority(nice) asks for. Elsewhere the
 * same call would change the whole process, the request-serving thread with it, so nothing is done.
 * Raising a nice value needs no privilege. Returns whether the thread now runs at `nice`.
 */
export function lowerThisThreadPriority(nice = BACKGROUND_NICE, platform = process.platform): boolean {
  if (platform !== 'linux') return false;
  try {
    if (os.getPriority() < nice) os.setPriority(nice);
    return os.getPriority() >= nice;
  } catch {
    // A sandbox that refuses it: the thread renders at the server's priority, as before.
    return false;
  }
}
