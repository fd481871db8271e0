import { describe, expect, it } from 'vitest';
import { isRecordId, isScheduleDate, isScheduleTime } from './schedule-fields.ts';

describe('schedule fields', () => {
  it('accepts only real calendar days as YYYY-MM-DD', () => {
    expect(isScheduleDate('2028-02-29')).toBe(true);
    expect(isScheduleDate('2026-02-29')).toBe(false);
    expect(isScheduleDate('2026-11-31')).toBe(false);
    expect(isScheduleDate('20/11/2026')).toBe(false);
    expect(isScheduleDate('2026-1-5')).toBe(false);
  });

  it('accepts 24-hour HH:MM times only', () => {
    expect(isScheduleTime('00:00')).toBe(true);
    expect(isScheduleTime('23:59')).toBe(true);
    expect(isScheduleTime('24:00')).toBe(false);
    expect(isScheduleTime('9:30')).toBe(false);
    expect(isScheduleTime('09:30 AM')).toBe(false);
  });

  it('recognises our UUID ids', () => {
    expect(isRecordId('7bcd0737-5b9f-443f-ade0-b6181f1e159c')).toBe(true);
    expect(isRecordId('not-an-id')).toBe(false);
    expect(isRecordId("1' OR '1'='1")).toBe(false);
  });
});
