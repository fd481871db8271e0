import type { CorrectionState } from '@hrms/shared';

/** Query keys of corrections; under 'attendance', so invalidating attendanceKeys.all refreshes them too. */
export const correctionKeys = {
  all: ['attendance', 'corrections'] as const,
  mine: (userId: string) => ['attendance', 'corrections', 'mine', userId] as const,
  queue: (state: CorrectionState) => ['attendance', 'corrections', 'queue', state] as const,
  queues: ['attendance', 'corrections', 'queue'] as const,
  limits: ['attendance', 'corrections', 'limits'] as const,
};
