import { afterEach, describe, expect, it } from 'vitest';
import { LEAVE_MAX_DAYS, LEAVE_MESSAGES, LEAVE_REASON_MAX, LEAVE_TYPE_RULE_MESSAGES } from '@hrms/shared';
import { HI } from '../../../lib/i18n/messages/hi';
import { MR } from '../../../lib/i18n/messages/mr';
import { setLanguage } from '../../../lib/i18n/store';
import { daysText, leaveRuleText } from './leave-text';

afterEach(async () => {
  await setLanguage('en', false);
});

const RULES = [
  LEAVE_MESSAGES.required,
  LEAVE_MESSAGES.pastDate,
  LEAVE_MESSAGES.sickEndRequired,
  LEAVE_MESSAGES.endBeforeStart,
  LEAVE_MESSAGES.singleDayOnly,
  LEAVE_MESSAGES.invalidType,
  LEAVE_MESSAGES.invalidDate,
  LEAVE_MESSAGES.reasonTooLong,
  LEAVE_MESSAGES.tooManyDays,
  LEAVE_MESSAGES.weeklyOffOnly,
  LEAVE_MESSAGES.offDaysOnly,
  LEAVE_MESSAGES.overlap,
  LEAVE_TYPE_RULE_MESSAGES.endRequired('Study Leave'),
  LEAVE_TYPE_RULE_MESSAGES.singleDay('Study Leave'),
];

describe('leave rule messages in the language', () => {
  it('reads every rule word for word in English (the spec and the shared rules)', () => {
    for (const message of RULES) expect(leaveRuleText(message, ['Study Leave'])).toBe(message);
  });

  it('translates every rule, the server answer included, and leaves other text alone', async () => {
    await setLanguage('hi', false);
    for (const message of RULES) expect(leaveRuleText(message, ['Study Leave'])).toMatch(/[\u0900-\u097F]/);
    expect(leaveRuleText(LEAVE_MESSAGES.overlap)).toBe(
      'इन तारीखों पर आपका एक लंबित या स्वीकृत छुट्टी का अनुरोध पहले से है।',
    );
    expect(leaveRuleText(LEAVE_TYPE_RULE_MESSAGES.endRequired('Study Leave'), ['Study Leave'])).toBe(
      'कृपया Study Leave की आखिरी तारीख चुनें।',
    );
    expect(leaveRuleText('Something the server said.')).toBe('Something the server said.');
  });

  it.each([
    [1, '1 day'],
    [0.5, '0.5 day'],
    [2.5, '2.5 days'],
    [0, '0 days'],
  ])('counts %s as %s in English', (days, shown) => {
    expect(daysText(days)).toBe(shown);
  });

  it("keeps the translations' limits the rules' own (the catalogues import nothing, so they write the figures)", () => {
    for (const catalogue of [HI, MR]) {
      expect(catalogue['leaveRule.reasonTooLong']).toContain(String(LEAVE_REASON_MAX));
      expect(catalogue['leaveRule.tooManyDays']).toContain(String(LEAVE_MAX_DAYS));
    }
  });
});
