// Test helper (lib/thread-priority.test.ts): a worker thread that lowers its own priority and reports it.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../lib/thread-priority.ts';

const applied = lowerThisThreadPriority();
parentPort!.postMessage({ applied, priority: os.getPriority() });
