import { describe, expect, it } from 'vitest';
import {
  IMPORT_MESSAGES as M,
  PAYROLL_SETTINGS_MESSAGES as P,
  PEOPLE_IMPORT_COLUMNS,
  PEOPLE_MESSAGES,
} from '@hrms/shared';
import { checkRow, maskedValue, readHeader, type ColumnIndex } from './people-rows.ts';

/* The row checks of the people import, one table (issue 43): today is 27 November 2026. */
const header = readHeader([...PEOPLE_IMPORT_COLUMNS]);
const columns = ('columns' in header ? header.columns : null) as ColumnIndex;
const context = { callerRole: 'HR' as const, today: '2026-11-27' };
const row = (values: Partial<Record<(typeof PEOPLE_IMPORT_COLUMNS)[number], string>>) =>
  PEOPLE_IMPORT_COLUMNS.map((c) => values[c] ?? '');
const base = { name: 'Asha Rao', email: 'asha@example.com' };

describe('the header row', () => {
  it.each([
    [['Name', ' EMAIL '], null],
    [['email', 'name', 'employee_code', 'Joined On'], null],
    [['name'], M.header('email')],
    [['name', 'email', 'salary'], M.unknownColumn('salary')],
  ])('%j', (cells, error) => {
    const read = readHeader(cells);
    expect('error' in read ? read.error : null).toBe(error);
  });
});

describe('one row', () => {
  it.each([
    ['a clean row', {}, []],
    ['no name', { name: '' }, [['name', M.required]]],
    ['no e-mail', { email: '' }, [['email', M.required]]],
    ['a malformed e-mail', { email: 'asha-at-example' }, [['email', PEOPLE_MESSAGES.invalidEmail]]],
    ['a name over 100 characters', { name: 'A'.repeat(101) }, [['name', PEOPLE_MESSAGES.nameTooLong]]],
    ['an unknown role', { role: 'Boss' }, [['role', PEOPLE_MESSAGES.invalidRole]]],
    ['an Admin, for HR', { role: 'Admin' }, [['role', M.roleNotAllowed]]],
    ['a negative salary', { baseSalary: '-5' }, [['baseSalary', PEOPLE_MESSAGES.invalidSalary]]],
    ['three decimals', { baseSalary: '100.505' }, [['baseSalary', PEOPLE_MESSAGES.invalidSalary]]],
    ['no such date', { joinedOn: '31/11/2026' }, [['joinedOn', M.date]]],
    ['a future joining date', { joinedOn: '2026-11-28' }, [['joinedOn', M.future]]],
    ['a malformed PAN', { pan: 'ABCDE1234' }, [['pan', P.pan]]],
    [
      'a masked PAN',
      { pan: 'XXXXXX234F' },
      [['pan', 'Type the whole number (a masked value cannot be imported).']],
    ],
    ['an 11-digit UAN', { uan: '10020030040' }, [['uan', P.uan]]],
    ['a malformed IFSC', { ifsc: 'HDFC1234567' }, [['ifsc', P.ifsc]]],
    ['a short bank account', { bankAccount: '12345' }, [['bankAccount', P.bankAccount]]],
    ['a 9-digit ESI number', { esiNumber: '123456789' }, [['esiNumber', P.esiNumber]]],
    ['a state in lower case', { ptState: 'ka' }, [['ptState', P.state]]],
    ['an unknown regime', { taxRegime: 'flat' }, [['taxRegime', P.regime]]],
    ['a formula', { name: '=1+1' }, [['name', M.formula]]],
    ['an @ formula', { email: '@SUM(A1)' }, [['email', M.formula]]],
  ])('%s', (_label, values, expected) => {
    const { problems } = checkRow(row({ ...base, ...values }), 7, columns, context);
    expect(problems.map((p) => [p.column, p.message])).toEqual(expected);
    expect(problems.every((p) => p.row === 7)).toBe(true);
  });

  it('reads a clean row into the person and their payroll profile', () => {
    const { row: read } = checkRow(
      row({
        ...base,
        email: 'Asha@Example.com',
        joinedOn: '01/04/2026',
        baseSalary: '45000.50',
        uan: '1002 0030 0400',
        ifsc: 'hdfc0001234',
        ptState: 'KA',
      }),
      2,
      columns,
      context,
    );
    expect(read).toEqual({
      row: 2,
      name: 'Asha Rao',
      email: 'asha@example.com',
      role: 'Employee',
      employeeCode: null,
      joinedOn: '2026-04-01',
      baseSalary: 45000.5,
      profile: { uan: '100200300400', ifsc: 'HDFC0001234', workState: 'KA' },
      devicePin: null,
    });
  });

  it('joins today when no date is given, and the Admin may import an Admin', () => {
    const { row: read } = checkRow(row({ ...base, role: 'Admin' }), 2, columns, {
      ...context,
      callerRole: 'Admin',
    });
    expect(read).toMatchObject({ joinedOn: '2026-11-27', role: 'Admin' });
  });

  it('masks identity numbers in the values it answers', () => {
    expect(maskedValue('pan', 'ABCPR1234F')).toBe('XXXXXX234F');
    expect(maskedValue('name', 'Asha Rao')).toBe('Asha Rao');
  });
});
