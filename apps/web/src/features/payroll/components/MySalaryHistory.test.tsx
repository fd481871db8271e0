import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SalaryRecord } from '@hrms/shared';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { renderWithClient } from '../../../test/render-with-client';
import { MySalaryHistory } from './MySalaryHistory';

beforeAll(polyfillRadixForJsdom);

const record = (month: string, amount: number, status = 'Generated'): SalaryRecord => ({
  _id: `r-${month}`,
  id: `r-${month}`,
  employeeId: 'u1',
  employeeName: 'Esha Employee',
  month,
  amount,
  status,
  date: '2026-11-01',
  generatedAt: '2026-11-01T04:30:00.000Z',
  attendanceUpTo: null,
  lopAdjustment: null,
  slipPath: '/api/files/r.sig',
});

function show() {
  stubFetch((call) =>
    call.url === '/api/employees/u1/salaries'
      ? jsonResponse([record('October 2026', 27250), record('September 2026', 30000, 'Paid')])
      : undefined,
  );
  return renderWithClient(<MySalaryHistory userId="u1" role="Employee" />);
}

afterEach(async () => {
  setDigits('latin');
  await setLanguage('en', false);
});

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('My payslips list in Hindi and Marathi', () => {
  it('speaks Hindi: headers, month names, statuses and the slip buttons (Latin digits by default)', async () => {
    await setLanguage('hi', false);
    const { user } = show();
    const table = await screen.findByRole('table', { name: 'मेरा वेतन इतिहास' });
    expect(headers(table)).toEqual([
      'क्र.सं.',
      'महीना',
      'राशि (₹)',
      'स्थिति',
      'दर्ज होने की तारीख',
      'वेतन पर्ची देखें',
    ]);
    expect(within(table).getByText('अक्टूबर 2026')).toBeInTheDocument();
    expect(within(table).getByText('₹27,250')).toBeInTheDocument();
    expect(within(table).getByText('भुगतान हो गया')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'वेतन पर्ची देखें (अक्टूबर 2026)' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'पूरा ब्योरा (सितंबर 2026)' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'महीने से छाँटें' }));
    await user.click(screen.getByRole('option', { name: 'अक्टूबर' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  }, 20_000);

  it("writes Marathi with the organisation's Devanagari digits", async () => {
    await setLanguage('mr', false);
    setDigits('devanagari');
    show();
    const table = await screen.findByRole('table', { name: 'माझा पगार इतिहास' });
    expect(within(table).getByText('ऑक्टोबर २०२६')).toBeInTheDocument();
    expect(within(table).getByText('₹२७,२५०')).toBeInTheDocument();
    expect(within(table).getAllByText('०१/११/२०२६')).toHaveLength(2);
    expect(within(table).getByText('पगार दिला')).toBeInTheDocument();
  });
});
