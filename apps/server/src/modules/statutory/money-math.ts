import { isBusinessDate } from '@hrms/shared';

/*
 * Integer arithmetic for the statutory engine. A rate is held in basis points of a percent
 * (12% = 1200, 8.33% = 833, 0.75% = 75), so `paise × basis points` is an exact integer and every
 * rounding rule below is applied once, to an exact value, never to a float.
 */

const BASIS = 10_000; // basis points in 100%
const RUPEE = 100; // paise

/** 8.33 (a percent as the data files write it) -> 833 basis points. */
export const basisPoints = (percent: number): number => Math.round(percent * 100);

/** ₹15,000 (rupees as the data files write them) -> 1500000 paise. */
export const rupees = (amount: number): number => Math.round(amount * RUPEE);

export function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of paise, zero or more: ${value}`);
  }
}

export function assertDate(name: string, value: string): void {
  if (!isBusinessDate(value)) throw new RangeError(`${name} must be a date 'YYYY-MM-DD': ${value}`);
}

/** `percent` of `paise`, to the nearest rupee, 50 paise or more counted as the next rupee (EPF). */
export function percentToNearestRupee(paise: number, bp: number): number {
  const scaled = paise * bp; // paise × BASIS
  const unit = BASIS * RUPEE;
  return Math.floor((scaled + unit / 2) / unit) * RUPEE;
}

/** `percent` of `paise`, any part of a rupee raised to the next rupee (ESI). */
export function percentUpToRupee(paise: number, bp: number): number {
  return Math.ceil((paise * bp) / (BASIS * RUPEE)) * RUPEE;
}

/** `percent` of `paise`, to the nearest paisa (half up): tax and cess before the final rounding. */
export function percentToNearestPaisa(paise: number, bp: number): number {
  return Math.floor((paise * bp + BASIS / 2) / BASIS);
}

/**
 * Income-tax rounding (section 288A/288B of the Income-tax Act, 1961; section 516 of the Income-tax
 * Act, 2025): paise ignored, then to the nearest multiple of `step` rupees, a last figure of half the
 * step or more going up.
 */
export function roundToRupeeStep(paise: number, step: number): number {
  const whole = Math.floor(paise / RUPEE);
  const rest = whole % step;
  return (whole - rest + (rest * 2 >= step ? step : 0)) * RUPEE;
}

/** To the nearest rupee, 50 paise or more going up (monthly TDS). */
export const roundToRupee = (paise: number): number => Math.floor((paise + RUPEE / 2) / RUPEE) * RUPEE;

/** The entry of an effective-dated list in force on `key` (a date or a year): the latest that started by then. */
export function inForce<T>(
  entries: readonly T[],
  startOf: (entry: T) => string | number,
  key: string | number,
  what: string,
): T {
  let found: T | undefined;
  for (const entry of entries) {
    const start = startOf(entry);
    if (start <= key && (found === undefined || start > startOf(found))) found = entry;
  }
  if (found === undefined) throw new RangeError(`No ${what} figures in force on ${key}`);
  return found;
}
