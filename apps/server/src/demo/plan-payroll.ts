import type { PayrollProfileBody, PayrollSettings } from '@hrms/shared';
import { SCRIPT_NAMES, WOMEN_GIVEN_NAMES } from './names.ts';
import type { PlannedPerson } from './plan-people.ts';
import type { Random } from './random.ts';

/**
 * The demo organisation's payroll (docs/payroll.md): registered for PF and ESI, Professional Tax with
 * Maharashtra as the default state, TDS on, an address for the payslip header. The structure stays the
 * default (Basic 50%, HRA 50% of Basic, Special the balance; calendar-day divisor).
 */
export function demoPayrollSettings(current: PayrollSettings): PayrollSettings {
  return {
    ...current,
    pf: { enabled: true, establishmentId: 'MHPUN0045678000' },
    esi: { enabled: true, employerCode: '33000456780001001' },
    pt: { enabled: true, defaultState: 'MH' },
    tds: { enabled: true },
    organisation: {
      name: current.organisation.name,
      address: 'Unit 402, Cerebrum IT Park, Kalyani Nagar, Pune, Maharashtra 411014',
    },
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BANKS = ['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK'] as const;

const digits = (random: Random, n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
const letters = (random: Random, n: number) =>
  Array.from({ length: n }, () => random.pick([...LETTERS])).join('');

/** A PAN as the Income Tax Department issues them to individuals: 4th letter P, 5th the surname's initial. */
function pan(random: Random, name: string): string {
  const surname = name.split(' ').at(-1) ?? '';
  const initial = /^[A-Z]/.test(surname) ? surname[0]! : random.pick([...LETTERS]);
  return `${letters(random, 3)}P${initial}${digits(random, 4)}${letters(random, 1)}`;
}

const genderOf = (name: string): 'male' | 'female' =>
  SCRIPT_NAMES.find((s) => s.name === name)?.gender ??
  (WOMEN_GIVEN_NAMES.has(name.split(' ')[0] ?? '') ? 'female' : 'male');

/**
 * Everyone's payroll profile, valid by the profile schema: PAN, UAN (12 digits), ESI number (10 digits),
 * bank account and IFSC; about one in three works in Karnataka (the office's Bengaluru team), the rest in
 * Maharashtra; a few chose the old tax regime. Deterministic for the generator's seed.
 */
export function planPayrollProfiles(random: Random, people: readonly PlannedPerson[]): PayrollProfileBody[] {
  return people.map((person, i) => ({
    pan: pan(random, person.name),
    uan: `10${digits(random, 10)}`,
    esiNumber: `31${digits(random, 8)}`,
    workState: i % 3 === 2 ? 'KA' : 'MH',
    gender: genderOf(person.name),
    bankAccount: `50100${digits(random, 9)}`,
    ifsc: `${random.pick(BANKS)}0${digits(random, 6)}`,
    taxRegime: i % 7 === 3 ? 'old' : 'new',
    pfOnFullWages: false,
  }));
}
