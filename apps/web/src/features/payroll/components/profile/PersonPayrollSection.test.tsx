import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_SETTINGS_MESSAGES as M, type PayrollProfile, type SalaryRevision } from '@hrms/shared';
import { jsonResponse, orgConfig, stubFetch, type FetchCall } from '../../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../../test/radix-jsdom';
import { renderWithClient } from '../../../../test/render-with-client';
import { setDigits, setLanguage } from '../../../../lib/i18n/store';
import { PersonPayrollSection } from './PersonPayrollSection';
import { REVISION_SAVED } from './ReviseSalaryDialog';

const FULL: PayrollProfile = {
  employeeId: 'e1',
  pan: null,
  uan: null,
  aadhaar: null,
  esiNumber: null,
  workState: null,
  gender: null,
  bankAccount: null,
  ifsc: null,
  taxRegime: 'new',
  pfOnFullWages: false,
  masked: true,
  missing: ['UAN', 'work state'],
};
const MASKED: PayrollProfile = {
  ...FULL,
  pan: 'XXXXXX234F',
  uan: 'XXXXXXXX0400',
  aadhaar: 'XXXX XXXX 0124',
  workState: 'MH',
  gender: 'female',
  bankAccount: 'XXXXXXXX4321',
  ifsc: 'HDFC0001234',
  masked: true,
  missing: [],
};
const REVISION: SalaryRevision = {
  id: 'r1',
  effectiveFrom: '2026-04-01',
  monthlyGross: 40000,
  override: null,
  createdAt: '2026-03-20T10:00:00.000Z',
};

function setup(profile: PayrollProfile, viewerRole: 'Admin' | 'Employee', revisions = [REVISION]) {
  const writes: FetchCall[] = [];
  stubFetch((call) => {
    if (call.url === '/api/config') return jsonResponse(orgConfig());
    if (call.url === '/api/employees/e1/payroll-profile') {
      if (call.method === 'PUT') {
        writes.push(call);
        return jsonResponse({ ...FULL, ...(call.body as object), missing: [] });
      }
      return jsonResponse(profile);
    }
    if (call.url === '/api/employees/e1/payroll-profile/reveal') {
      writes.push(call);
      return jsonResponse({ field: 'pan', value: 'ABCDE1234F' });
    }
    if (call.url === '/api/employees/e1/salary-revisions') {
      if (call.method === 'POST') {
        writes.push(call);
        return jsonResponse(
          { ...(call.body as object), id: 'r2', createdAt: '2026-11-20T05:00:00.000Z' },
          201,
        );
      }
      return jsonResponse(revisions);
    }
    return undefined;
  });
  return {
    writes,
    ...renderWithClient(
      <PersonPayrollSection personId="e1" personName="Esha Employee" viewerRole={viewerRole} />,
    ),
  };
}

describe('PersonPayrollSection', () => {
  beforeAll(polyfillRadixForJsdom);

  it('shows the person their own profile read-only, masked as the server sent it, without Revise salary', async () => {
    setup(MASKED, 'Employee');
    const profile = await screen.findByRole('region', { name: 'Payroll Profile' });
    expect(await within(profile).findByText('XXXXXX234F')).toBeInTheDocument();
    expect(within(profile).getByText('XXXXXXXX4321')).toBeInTheDocument();
    expect(within(profile).getByText('XXXX XXXX 0124')).toBeInTheDocument();
    expect(within(profile).getByText('Maharashtra')).toBeInTheDocument();
    expect(within(profile).getByText('Female')).toBeInTheDocument();
    expect(within(profile).queryByRole('textbox')).toBeNull();
    expect(within(profile).queryByRole('button')).toBeNull();
    const revisions = screen.getByRole('region', { name: 'Salary Revisions' });
    expect(await within(revisions).findByText('From 01/04/2026')).toBeInTheDocument();
    expect(within(revisions).getByText("Organisation's template")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revise salary' })).toBeNull();
  });

  it('shows the person their own profile in Hindi: labels, values and what is missing; the numbers as masked', async () => {
    await setLanguage('hi', false);
    try {
      setup(
        { ...MASKED, pan: null, taxRegime: 'old', pfOnFullWages: true, missing: ['PAN', 'work state'] },
        'Employee',
      );
      const profile = await screen.findByRole('region', { name: 'वेतन प्रोफ़ाइल' });
      expect(await within(profile).findByText('XXXXXXXX4321')).toBeInTheDocument();
      for (const [label, value] of [
        ['पैन (PAN)', 'दर्ज नहीं'],
        ['बैंक खाता', 'XXXXXXXX4321'],
        ['IFSC कोड', 'HDFC0001234'],
        ['लिंग', 'महिला'],
        ['कर व्यवस्था', 'पुरानी कर व्यवस्था'],
        ['पूरे वेतन पर PF', 'हाँ'],
      ] as const)
        expect(within(profile).getByText(label).nextSibling).toHaveTextContent(value);
      expect(within(profile).getByRole('status')).toHaveTextContent(
        'चालू कटौतियों के लिए यह जानकारी नहीं है: पैन (PAN), काम का राज्य.',
      );
      expect(within(profile).getByText('यह जानकारी केवल एडमिन बदल सकते हैं।')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'वेतन संशोधन' })).toBeInTheDocument();
    } finally {
      await setLanguage('en', false);
    }
  });

  it('speaks Marathi on the same card, and English word for word as before', async () => {
    await setLanguage('mr', false);
    try {
      setup({ ...MASKED, missing: ['UAN'] }, 'Employee');
      const profile = await screen.findByRole('region', { name: 'पगार प्रोफाइल' });
      expect(
        within(profile).getByText(
          'वेतन चिठ्ठी आणि कपातींसाठी हीच माहिती वापरली जाते. PAN, UAN, आधार आणि बँक खात्याचे क्रमांक अर्धवट लपवलेले आहेत.',
        ),
      ).toBeInTheDocument();
      expect(await within(profile).findByText('बँक खाते')).toBeInTheDocument();
      expect(within(profile).getByText('नवी करप्रणाली (डीफॉल्ट)')).toBeInTheDocument();
      expect(within(profile).getByText('स्त्री')).toBeInTheDocument();
      expect(within(profile).getByRole('status')).toHaveTextContent(
        'चालू असलेल्या कपातींसाठी ही माहिती नाही: UAN क्रमांक.',
      );
    } finally {
      setDigits('latin');
      await setLanguage('en', false);
    }
  });

  it('keeps the English of the read-only card word for word', async () => {
    setup({ ...MASKED, pan: null, missing: ['PAN', 'work state'] }, 'Employee');
    const profile = await screen.findByRole('region', { name: 'Payroll Profile' });
    expect(
      within(profile).getByText(
        'What the payslip and deductions use. PAN, UAN, Aadhaar and bank account are partly hidden.',
      ),
    ).toBeInTheDocument();
    expect(await within(profile).findByText('PAN')).toBeInTheDocument();
    expect(within(profile).getByText('PAN').nextSibling).toHaveTextContent('Not set');
    expect(within(profile).getByText('New regime (default)')).toBeInTheDocument();
    expect(within(profile).getByText('PF on full wages').nextSibling).toHaveTextContent('No');
    expect(within(profile).getByRole('status')).toHaveTextContent(
      'Missing for the deductions that are on: PAN, work state.',
    );
    expect(within(profile).getByText('Only the Admin can change these details.')).toBeInTheDocument();
  });

  it('shows the Admin masked numbers; Reveal fills one in full, and saving sends the other masks back', async () => {
    const { user, writes } = setup(MASKED, 'Admin');
    const pan = await screen.findByLabelText('PAN');
    expect(pan).toHaveValue('XXXXXX234F');
    expect(screen.getByLabelText('Aadhaar')).toHaveValue('XXXX XXXX 0124');
    expect(screen.getByRole('button', { name: 'Reveal UAN' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reveal Aadhaar/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reveal PAN' }));
    expect(await screen.findByDisplayValue('ABCDE1234F')).toBe(pan);
    expect(screen.queryByRole('button', { name: 'Reveal PAN' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save payroll profile' }));
    expect(await screen.findByText(M.profileSaved)).toBeInTheDocument();
    expect(writes.map((write) => write.body)).toEqual([
      { field: 'pan' },
      expect.objectContaining({
        pan: 'ABCDE1234F',
        uan: 'XXXXXXXX0400',
        aadhaar: 'XXXX XXXX 0124',
        bankAccount: 'XXXXXXXX4321',
      }),
    ]);
  });

  it('warns the Admin what the deductions that are on still need', async () => {
    setup(FULL, 'Admin');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Missing for the deductions that are on: UAN, work state.',
    );
  });

  it("refuses a bad PAN and IFSC with the contract's messages, then saves the cleaned profile", async () => {
    const { user, writes } = setup(FULL, 'Admin');
    const pan = await screen.findByLabelText('PAN');
    await user.type(pan, 'ABCDE1234');
    await user.click(screen.getByRole('button', { name: 'Save payroll profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.pan);

    await user.type(pan, 'f');
    await user.type(screen.getByLabelText('UAN'), '10020030040');
    await user.click(screen.getByRole('button', { name: 'Save payroll profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.uan);

    await user.type(screen.getByLabelText('UAN'), '0');
    await user.type(screen.getByLabelText('IFSC'), 'hdfc1001234');
    await user.click(screen.getByRole('button', { name: 'Save payroll profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.ifsc);

    await user.clear(screen.getByLabelText('IFSC'));
    await user.type(screen.getByLabelText('IFSC'), 'hdfc0001234');
    await user.type(screen.getByLabelText('Bank account'), '123456784321');
    await user.click(screen.getByRole('combobox', { name: 'Work state' }));
    await user.click(await screen.findByRole('option', { name: 'KA Karnataka' }));
    await user.click(screen.getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await user.click(screen.getByRole('radio', { name: 'Old regime' }));
    await user.click(screen.getByRole('checkbox', { name: /PF on full wages/ }));
    await user.click(screen.getByRole('button', { name: 'Save payroll profile' }));

    expect(await screen.findByText(M.profileSaved)).toBeInTheDocument();
    expect(writes.map((write) => write.body)).toEqual([
      {
        pan: 'ABCDE1234F',
        uan: '100200300400',
        aadhaar: null,
        esiNumber: null,
        workState: 'KA',
        gender: 'male',
        bankAccount: '123456784321',
        ifsc: 'HDFC0001234',
        taxRegime: 'old',
        pfOnFullWages: true,
      },
    ]);
    // The saved profile lacks nothing now: the warning goes.
    expect(screen.queryByText(/Missing for the deductions/)).toBeNull();
  });

  it('revises a salary: asks for the date, refuses an own Basic under half, posts the revision', async () => {
    const { user, writes } = setup(FULL, 'Admin', []);
    expect(await screen.findByText('No salary revisions yet: the base salary applies.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revise salary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revise salary' });
    await user.type(within(dialog).getByLabelText('Monthly gross (₹) *'), '45000');
    await user.click(within(dialog).getByRole('button', { name: 'Save revision' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.revisionDate);

    await user.click(within(dialog).getByRole('button', { name: /Effective from|Pick a date/ }));
    await user.click(await screen.findByRole('button', { name: /1 December 2026/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Own split/ }));
    const basic = within(dialog).getByLabelText('Basic (% of gross)');
    await user.clear(basic);
    await user.type(basic, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save revision' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.basicTooLow);

    await user.clear(basic);
    await user.type(basic, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save revision' }));
    expect(await screen.findByText(REVISION_SAVED)).toBeInTheDocument();
    expect(writes.map((write) => write.body)).toEqual([
      {
        effectiveFrom: '2026-12-01',
        monthlyGross: 45000,
        override: { basicPercent: 60, hraPercentOfBasic: 50 },
      },
    ]);
  });
});
