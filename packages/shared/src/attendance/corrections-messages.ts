/*
 * Attendance corrections (regularisation, docs/attendance.md): states, limits and messages as plain values,
 * no zod, so a toast can show them without loading the schema library (the schemas are in corrections.ts).
 */
import { addDays, MONTH_NAMES } from '../calendar/dates.ts';
import { FOUR_EYES_MESSAGES } from '../four-eyes.ts';
import { formatDateDMY } from '../org-time.ts';

export const CORRECTION_STATES = ['Pending', 'Approved', 'Rejected'] as const;
export type CorrectionState = (typeof CORRECTION_STATES)[number];

export interface CorrectionLimits {
  /** Requests (pending or approved) a person may have for days of one calendar month. */
  maxPerMonth: number;
  /** How many days back a day may be corrected (today - maxDaysBack is the earliest). */
  maxDaysBack: number;
}

/** What a fresh install allows until an Admin changes it (org_settings key below). */
export const DEFAULT_CORRECTION_LIMITS: CorrectionLimits = { maxPerMonth: 3, maxDaysBack: 7 };
export const CORRECTION_LIMIT_RANGES = {
  maxPerMonth: { min: 1, max: 31 },
  maxDaysBack: { min: 1, max: 60 },
} as const;
export const CORRECTION_SETTINGS_KEY = 'attendance-corrections';
export const CORRECTION_REASON_MIN = 3;
export const CORRECTION_REASON_MAX = 500;

/** 'November 2026' for '2026-11-18'. */
export const monthLabelOf = (date: string): string =>
  `${MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const CORRECTION_MESSAGES = {
  perMonth: (max: number, used: number, date: string) =>
    `At most ${plural(max, 'correction')} a month; you have used ${used} for ${monthLabelOf(date)}.`,
  daysBack: (days: number) => `Corrections can go back at most ${plural(days, 'day')}.`,
  todayOrFuture: 'Today and future days cannot be corrected.',
  notWorkingDay: 'That day is not a working day.',
  beforeJoining: 'That day is before you joined.',
  pendingExists: 'You already have a pending correction for that day.',
  dateRequired: 'Please choose a date.',
  nothingAsked: 'Please give a check-in time, a check-out time or a status.',
  reasonRequired: 'Please give a reason for the correction.',
  reasonShort: `The reason must be at least ${CORRECTION_REASON_MIN} characters.`,
  reasonLong: `The reason can be at most ${CORRECTION_REASON_MAX} characters.`,
  invalidTime: 'Times must look like HH:MM (24-hour).',
  checkOutBeforeCheckIn: 'Check-out must be after check-in.',
  checkOutWithoutCheckIn: 'A check-out needs a check-in: please give the check-in time too.',
  timesWithFullDay: 'Check-in and check-out times go with Present, Half Day or Short Leave only.',
  notFound: 'Correction request not found.',
  ownDecision: FOUR_EYES_MESSAGES.ownCorrectionDecision,
  alreadyDecided: (state: CorrectionState) =>
    `This correction request has already been ${state.toLowerCase()}.`,
  rejectionEmpty: 'Please give a reason for the rejection.',
  rejectionTooLong: `The rejection reason can be at most ${CORRECTION_REASON_MAX} characters.`,
  limitRange: (field: keyof CorrectionLimits) => {
    const { min, max } = CORRECTION_LIMIT_RANGES[field];
    const name = field === 'maxPerMonth' ? 'Corrections a month' : 'Days back';
    return `${name} must be a whole number from ${min} to ${max}.`;
  },
  // Screens
  requested: 'Correction requested.',
  requestFailed: 'Failed to request the correction.',
  approved: 'Correction approved.',
  approveFailed: 'Failed to approve the correction.',
  rejected: 'Correction rejected.',
  rejectFailed: 'Failed to reject the correction.',
  limitsSaved: 'Correction limits saved.',
  limitsFailed: 'Failed to save the correction limits.',
  newRequest: (name: string) => `New correction request from ${name}.`,
  decided: (date: string, state: CorrectionState, reason: string | null) =>
    state === 'Rejected'
      ? `Your correction for ${formatDateDMY(date)} was rejected: ${reason ?? ''}`
      : `Your correction for ${formatDateDMY(date)} was ${state.toLowerCase()}.`,
  noRequests: 'No correction requests.',
  noPending: 'No pending correction requests.',
} as const;

/** Days a person may ask about today: from today - maxDaysBack up to yesterday (both inclusive). */
export function correctionWindow(today: string, limits: CorrectionLimits): { from: string; to: string } {
  return { from: addDays(today, -limits.maxDaysBack), to: addDays(today, -1) };
}
