import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYROLL_MESSAGES, type SalaryRecord } from '@hrms/shared';
import { translate } from '../../../lib/i18n/app';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { SalaryBreakdownDialog } from './SalaryBreakdownDialog';

beforeAll(polyfillRadixForJsdom);

const base: SalaryRecord = {
  _id: 'r1',
  id: 'r1',
  employeeId: 'u1',
  employeeName: 'Esha Employee',
  month: 'October 2026',
  amount: 18_050,
  status: 'Generated',
  date: '2026-11-01',
  generatedAt: '2026-11-01T04:30:00.000Z',
  attendanceUpTo: '2026-10-28',
  lopAdjustment: null,
  slipPath: '/api/files/r1.sig',
};

const breakdown: NonNullable<SalaryRecord['breakdown']> = {
  daysInMonth: 31,
  divisorKind: 'calendar',
  divisor: 31,
  eligibleDays: 31,
  paidDays: 30,
  lopDays: 1,
  lopDates: [{ date: '2026-10-07', days: 1, reason: 'Absent' }],
  earnings: [
    { code: 'BASIC', name: 'Basic', amount: 9_677.42 },
    { code: 'HRA', name: 'House Rent Allowance', amount: 4_838.71 },
    { code: 'SPECIAL', name: 'Special Allowance', amount: 4_838.71 },
  ],
  deductions: [
    { code: 'EPF_EE', name: 'Provident Fund (employee)', amount: 1_161.29 },
    { code: 'ESI_EE', name: 'ESI (employee)', amount: 146 },
  ],
  employerContributions: [{ code: 'ESI_ER', name: 'ESI (employer)', amount: 629 }],
  gross: 19_354.84,
  totalDeductions: 1_307.29,
  net: 18_047.55,
  attendanceUpTo: '2026-10-28',
  ytd: { gross: 1_16_129.04, tds: 0 },
};

describe('SalaryBreakdownDialog', () => {
  it('shows days, earnings beside deductions, the employer share, net, year to date and the cut-off', () => {
    render(<SalaryBreakdownDialog record={{ ...base, breakdown }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Salary breakdown - October 2026' });
    const daysList = within(dialog).getByLabelText('Days');
    expect(daysList).toHaveTextContent('Month days31');
    expect(daysList).toHaveTextContent('Paid days30');
    expect(daysList).toHaveTextContent('Loss of pay days1');
    expect(daysList).toHaveTextContent('Divisor31 (calendar days)');
    expect(dialog).toHaveTextContent('Loss of pay on: 07/10/2026 Absent');
    const earnings = within(dialog).getByRole('region', { name: 'Earnings' });
    expect(earnings).toHaveTextContent('House Rent Allowance₹4,838.71');
    expect(earnings).toHaveTextContent('Gross earnings₹19,354.84');
    const deductions = within(dialog).getByRole('region', { name: 'Deductions' });
    expect(deductions).toHaveTextContent('ESI (employee)₹146.00');
    expect(deductions).toHaveTextContent('Total deductions₹1,307.29');
    expect(
      within(dialog).getByRole('region', { name: 'Employer contributions (not part of net pay)' }),
    ).toHaveTextContent('ESI (employer)₹629.00');
    expect(dialog).toHaveTextContent('Net pay₹18,047.55');
    expect(dialog).toHaveTextContent('Year to date: gross ₹1,16,129.04, TDS ₹0.00');
    expect(dialog).toHaveTextContent('Attendance up to 28/10/2026; later days counted as present');
  });

  it('says so for a record made before breakdowns, and closes on Escape', async () => {
    const onClose = vi.fn();
    render(<SalaryBreakdownDialog record={{ ...base, breakdown: null }} onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('generated before salary breakdowns existed');
    expect(within(dialog).queryByLabelText('Days')).toBeNull();
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing without a record', () => {
    const { container } = render(<SalaryBreakdownDialog record={null} onClose={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the shared English of the carried lines and the attendance cut-off', () => {
    expect(translate('payBreak.carried', { lines: 'Advance ₹500' })).toBe(
      PAYROLL_MESSAGES.carriedToNextMonth('Advance ₹500'),
    );
    expect(translate('payBreak.cutOff', { date: '28/10/2026' })).toBe(
      PAYROLL_MESSAGES.attendanceCutOff('28/10/2026'),
    );
  });

  it("speaks Hindi, with amounts and days in the organisation's digits; component names as the organisation wrote them", async () => {
    await setLanguage('hi', false);
    setDigits('devanagari');
    try {
      render(<SalaryBreakdownDialog record={{ ...base, breakdown }} onClose={vi.fn()} />);
      const dialog = screen.getByRole('dialog', { name: 'वेतन का ब्योरा - अक्टूबर २०२६' });
      expect(dialog).toHaveTextContent('Esha Employee: शुद्ध वेतन ₹१८,०५०.००');
      const days = within(dialog).getByLabelText('दिन');
      expect(days).toHaveTextContent('महीने के दिन३१');
      expect(days).toHaveTextContent('भाजक३१ (कैलेंडर के दिन)');
      expect(dialog).toHaveTextContent('वेतन कटौती के दिन: ०७/१०/२०२६ अनुपस्थित');
      const earnings = within(dialog).getByRole('region', { name: 'आय' });
      expect(earnings).toHaveTextContent('House Rent Allowance₹४,८३८.७१');
      expect(earnings).toHaveTextContent('सकल वेतन₹१९,३५४.८४');
      expect(within(dialog).getByRole('region', { name: 'कटौतियाँ' })).toHaveTextContent(
        'कुल कटौतियाँ₹१,३०७.२९',
      );
      expect(dialog).toHaveTextContent('कर वर्ष में अब तक: सकल ₹१,१६,१२९.०४, TDS ₹०.००');
      expect(dialog).toHaveTextContent('२८/१०/२०२६ तक की उपस्थिति; बाद के दिन उपस्थित गिने गए');
    } finally {
      setDigits('latin');
      await setLanguage('en', false);
    }
  });
});
