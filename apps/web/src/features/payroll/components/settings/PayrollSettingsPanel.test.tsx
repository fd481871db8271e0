import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_SETTINGS_MESSAGES as M, type PayrollSettings } from '@hrms/shared';
import { jsonResponse, stubFetch, type FetchCall } from '../../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../../test/radix-jsdom';
import { renderWithClient } from '../../../../test/render-with-client';
import { PayrollSettingsPanel, SETTINGS_LOAD_FAILED } from './PayrollSettingsPanel';

const STORED: PayrollSettings = {
  divisor: 'calendar',
  template: { basicPercent: 50, hraPercentOfBasic: 50, allowances: [] },
  pf: { enabled: false, establishmentId: null },
  esi: { enabled: false, employerCode: null },
  pt: { enabled: false, defaultState: null },
  tds: { enabled: false },
  organisation: { name: 'Test Org', address: '' },
};

function setup(stored: PayrollSettings | null = STORED) {
  const puts: FetchCall[] = [];
  stubFetch((call) => {
    if (call.url !== '/api/settings/payroll') return undefined;
    if (stored === null) return jsonResponse({ message: 'Database unavailable.' }, 503);
    if (call.method === 'PUT') {
      puts.push(call);
      return jsonResponse(call.body);
    }
    return jsonResponse(stored);
  });
  return { puts, ...renderWithClient(<PayrollSettingsPanel />) };
}

const save = () => screen.getByRole('button', { name: 'Save payroll settings' });

describe('PayrollSettingsPanel', () => {
  beforeAll(polyfillRadixForJsdom);

  it('refuses Basic under half of gross and a bad allowance code with the contract messages, sending nothing', async () => {
    const { user, puts } = setup();
    const basic = await screen.findByLabelText('Basic (% of gross)');
    await user.clear(basic);
    await user.type(basic, '40');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.basicTooLow);

    await user.clear(basic);
    await user.type(basic, '50');
    await user.click(screen.getByRole('button', { name: 'Add allowance' }));
    await user.type(screen.getByLabelText('Code'), 'BASIC');
    await user.type(screen.getByLabelText('Name'), 'Basic again');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.allowanceCode);

    await user.click(screen.getByRole('button', { name: 'Remove allowance 1' }));
    const name = screen.getByLabelText('Organisation name *');
    await user.clear(name);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.orgName);
    expect(puts).toEqual([]);
  });

  it('saves the divisor, an allowance and the statutory switches, then says so', async () => {
    const { user, puts } = setup();
    await user.click(await screen.findByRole('radio', { name: /Fixed 30 days/ }));
    await user.click(screen.getByRole('button', { name: 'Add allowance' }));
    await user.type(screen.getByLabelText('Code'), 'conv');
    await user.type(screen.getByLabelText('Name'), 'Conveyance');
    const amount = screen.getByLabelText('Monthly amount (₹)');
    await user.clear(amount);
    await user.type(amount, '1600');
    await user.click(screen.getByRole('checkbox', { name: 'Provident Fund (EPF)' }));
    await user.type(screen.getByLabelText('PF establishment ID'), 'MHBAN0012345000');
    await user.click(screen.getByRole('checkbox', { name: "Employees' State Insurance (ESI)" }));
    await user.click(screen.getByRole('checkbox', { name: 'Professional Tax (PT)' }));
    await user.click(screen.getByRole('combobox', { name: 'Default state' }));
    await user.click(await screen.findByRole('option', { name: 'MH Maharashtra' }));
    await user.type(screen.getByLabelText('Address'), '1 MG Road, Pune');
    await user.click(save());

    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(puts.map((put) => put.body)).toEqual([
      {
        ...STORED,
        divisor: 'fixed30',
        template: {
          basicPercent: 50,
          hraPercentOfBasic: 50,
          allowances: [{ code: 'CONV', name: 'Conveyance', monthlyAmount: 1600 }],
        },
        pf: { enabled: true, establishmentId: 'MHBAN0012345000' },
        esi: { enabled: true, employerCode: null },
        pt: { enabled: true, defaultState: 'MH' },
        organisation: { name: 'Test Org', address: '1 MG Road, Pune' },
      },
    ]);
  });

  it('keeps a refusal of the server beside the form', async () => {
    const { user } = setup();
    stubFetch((call) =>
      call.method === 'PUT' ? jsonResponse({ message: M.allowancesExceedGross }, 400) : jsonResponse(STORED),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Income tax (TDS)' }));
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.allowancesExceedGross);
  });

  it('says when the settings could not load, with the cause and a retry', async () => {
    setup(null);
    const failure = await screen.findByText(SETTINGS_LOAD_FAILED);
    const card = failure.parentElement!;
    expect(within(card).getByText('Database unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends Labour Welfare Fund only once the Admin ticks it (issue 44)', async () => {
    const { user, puts } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Labour Welfare Fund (LWF)' }));
    await user.click(save());
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(puts.map((put) => put.body)).toEqual([{ ...STORED, lwf: { enabled: true } }]);
  });
});
