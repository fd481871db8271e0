import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payrollProfileBodySchema, PAYROLL_SETTINGS_MESSAGES } from './schemas.ts';
import {
  isAadhaarNumber,
  looksMasked,
  maskAadhaar,
  maskBankAccount,
  maskPan,
  maskUan,
  verhoeffCheckDigit,
  verhoeffValid,
} from './identity.ts';

describe('Verhoeff check digit', () => {
  it.each([
    ['236', '3'],
    ['12345', '1'],
    ['23456789012', '4'],
    ['99999999999', '9'],
  ])('%s gets %s (the published examples and our own)', (digits, check) => {
    expect(verhoeffCheckDigit(digits)).toBe(check);
    expect(verhoeffValid(digits + check)).toBe(true);
  });

  it.each(['2364', '123450', '234567890123', '234567890142'])('refuses %s', (digits) => {
    expect(verhoeffValid(digits)).toBe(false);
  });

  it('changing any one digit of a valid number makes it invalid', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[2-9][0-9]{10}$/),
        fc.nat(11),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const valid = body + verhoeffCheckDigit(body);
          expect(isAadhaarNumber(valid)).toBe(true);
          const digit = (Number(valid[position]) + shift) % 10;
          const changed = valid.slice(0, position) + digit + valid.slice(position + 1);
          expect(verhoeffValid(changed)).toBe(false);
        },
      ),
      { seed: 23, numRuns: 500 },
    );
  });

  it('swapping two different neighbouring digits makes it invalid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9][0-9]{10}$/), fc.nat(10), (body, i) => {
        const valid = body + verhoeffCheckDigit(body);
        fc.pre(valid[i] !== valid[i + 1]);
        const swapped = valid.slice(0, i) + valid[i + 1] + valid[i] + valid.slice(i + 2);
        expect(verhoeffValid(swapped)).toBe(false);
      }),
      { seed: 23, numRuns: 300 },
    );
  });
});

describe('Aadhaar numbers', () => {
  it('takes 12 digits, spaces allowed, first digit 2-9, valid check digit', () => {
    expect(isAadhaarNumber('2345 6789 0124')).toBe(true);
    expect(isAadhaarNumber('234567890124')).toBe(true);
    expect(isAadhaarNumber('2345 6789 0123')).toBe(false);
    expect(isAadhaarNumber('1234 5678 9012')).toBe(false);
    expect(isAadhaarNumber('23456789012')).toBe(false);
  });

  it('the profile body refuses a bad one with a message naming Aadhaar', () => {
    const base = {
      esiNumber: null,
      workState: null,
      ifsc: null,
      gender: null,
      taxRegime: 'new',
      pfOnFullWages: false,
    };
    const bad = payrollProfileBodySchema.safeParse({ ...base, aadhaar: '2345 6789 0123' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(PAYROLL_SETTINGS_MESSAGES.aadhaar);
    expect(PAYROLL_SETTINGS_MESSAGES.aadhaar).toMatch(/^Aadhaar/);
    expect(payrollProfileBodySchema.parse({ ...base, aadhaar: 'XXXX XXXX 0124' }).aadhaar).toBe(
      'XXXX XXXX 0124',
    );
    expect(payrollProfileBodySchema.parse({ ...base, aadhaar: ' ' }).aadhaar).toBeNull();
    expect(payrollProfileBodySchema.parse(base).pan).toBeUndefined();
  });
});

describe('masks', () => {
  it('keep the last four characters and the length; Aadhaar as XXXX XXXX 1234', () => {
    expect(maskPan('ABCDE1234F')).toBe('XXXXXX234F');
    expect(maskUan('100200300400')).toBe('XXXXXXXX0400');
    expect(maskBankAccount('123456784321')).toBe('XXXXXXXX4321');
    expect(maskAadhaar('0124')).toBe('XXXX XXXX 0124');
    expect(maskPan(null)).toBeNull();
  });

  it('masking a mask changes nothing, and every mask looks masked while no valid number does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{5}[0-9]{4}[A-Z]$|^[0-9]{9,18}$/), (value) => {
        const masked = maskBankAccount(value)!;
        expect(maskBankAccount(masked)).toBe(masked);
        expect(looksMasked(masked)).toBe(true);
        expect(looksMasked(value)).toBe(false);
      }),
      { seed: 23, numRuns: 300 },
    );
  });
});
