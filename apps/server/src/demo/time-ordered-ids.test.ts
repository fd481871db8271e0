import { describe, expect, it } from 'vitest';
import { timeOrderedIds } from './time-ordered-ids.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedIds', () => {
  it('gives version-7 UUIDs that increase, past 4,096 in a millisecond and across pool refills', () => {
    const start = Date.parse('2026-11-26T05:30:00.000Z');
    const next = timeOrderedIds(start);
    const ids = Array.from({ length: 20_000 }, next);
    for (const id of ids) expect(id).toMatch(UUID_V7);
    for (let i = 1; i < ids.length; i += 1) expect(ids[i]! > ids[i - 1]!).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // The first 48 bits are the milliseconds: the 4,097th id is a millisecond on.
    const msOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(msOf(ids[0]!)).toBe(start);
    expect(msOf(ids[4095]!)).toBe(start);
    expect(msOf(ids[4096]!)).toBe(start + 1);
  });
});
