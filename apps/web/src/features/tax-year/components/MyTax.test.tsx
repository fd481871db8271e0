import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TaxExtras, TaxProofs, TaxYearView } from '@hrms/shared';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { TaxYearTab } from './TaxYearTab';

afterEach(() => localStorage.clear());

const S123 = {
  section: 'S123',
  label: 'Life insurance, PF, PPF, ELSS, tuition fees, home-loan principal',
  act2025: 'Section 123 (Schedule XV)',
  act1961: 'Section 80C',
  limit: 150_000,
} as const;
const S129 = {
  section: 'S129',
  label: 'Interest on an education loan',
  act2025: 'Section 129',
  act1961: 'Section 80E',
  limit: null,
} as const;

// docs/tax-year.md's journey: the old regime, ₹2,00,000 declared under 123 (was 80C), counted to its limit.
const view: TaxYearView = {
  personId: 'u1',
  inUse: true,
  year: 2026,
  label: '2026-27',
  certificate: 'Form 130',
  regime: 'old',
  regimeSource: 'employee',
  regimeReason: null,
  window: {
    year: 2026,
    regimeUntil: '2026-12-31',
    proofsFrom: '2027-01-15',
    regimeOpen: true,
    proofsOnly: false,
  },
  sections: [S123, S129],
  lines: [
    {
      ...S123,
      id: 'd1',
      declared: 200_000,
      verified: 120_000,
      status: 'partly',
      reason: 'One ELSS statement missing',
      counted: 120_000,
      note: null,
    },
  ],
  projectedIncome: 1_200_000,
  comparison: {
    new: { taxableIncome: 1_125_000, deductions: 75_000, totalTax: 63_700 },
    old: { taxableIncome: 1_000_000, deductions: 200_000, totalTax: 117_000 },
  },
};

const extras: TaxExtras = {
  personId: 'u1',
  year: 2026,
  rent: {
    monthlyRent: 30_000,
    city: 'MUMBAI',
    landlordName: 'K. Mehta',
    landlordPan: 'XXXXX6789K',
    status: 'declared',
    verified: null,
    reason: null,
    landlordPanNeeded: true,
  },
  hra: {
    basicDa: 50_000,
    hra: 25_000,
    metro: true,
    countedRent: 30_000,
    monthlyExempt: 25_000,
    yearExempt: 300_000,
    note: null,
  },
  previous: {
    employerName: 'Acme Traders',
    employerTan: 'MUMA12345B',
    gross: 300_000,
    tds: 12_000,
    status: 'accepted',
    reason: null,
  },
  cities: [
    { code: 'MUMBAI', name: 'Mumbai', metro: true },
    { code: 'OTHER', name: 'Any other place', metro: false },
  ],
  hraSection: { act2025: 'Section 19', act1961: 'Section 10(13A), Rule 2A' },
  certificateReady: false,
};

const proofs: TaxProofs = {
  year: 2026,
  employeeId: 'u1',
  proofs: [
    {
      id: 'p1',
      line: 'S123',
      fileName: 'elss.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1000,
      uploadedAt: '2026-11-20T05:00:00.000Z',
      url: '/api/files/p1?sig=x',
      lineStatus: 'declared',
      lineReason: null,
    },
  ],
};

function renderMyTax() {
  stubFetch((call) => {
    const path = call.url.split('?')[0];
    if (path === '/api/tax-year/me') return jsonResponse(view);
    if (path === '/api/tax-year/me/extras') return jsonResponse(extras);
    if (path === '/api/tax-year/me/proofs') return jsonResponse(proofs);
    return undefined;
  });
  return renderWithClient(
    <TaxYearTab
      role="Employee"
      user={{ _id: 'u1', id: 'u1', name: 'Esha Rao', email: 'esha@example.com', role: 'Employee' }}
    />,
  );
}

describe('My Tax (the person’s own tax year)', () => {
  it('shows the regime, declarations, rent and proofs in English, word for word as before', async () => {
    renderMyTax();
    const mine = await screen.findByRole('region', { name: 'My Tax' });
    expect(
      await within(mine).findByText(
        'Your regime, your declarations and the tax they lead to (tax year 2026-27).',
      ),
    ).toBeInTheDocument();
    expect(within(mine).getByTestId('tax-regime')).toHaveTextContent('Old regime');
    expect(within(mine).getByTestId('tax-regime').parentElement).toHaveTextContent(
      'Your regime for tax year 2026-27: Old regime',
    );
    const table = within(mine).getByRole('table', { name: 'Projected tax under both regimes' });
    expect(table).toHaveTextContent('On ₹12,00,000 a year');
    expect(within(mine).getByTestId('tax-old')).toHaveTextContent('₹1,17,000');
    expect(within(mine).getByRole('button', { name: 'Choose new regime' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Choose old regime' })).toBeInTheDocument();
    expect(within(mine).getByText('Open until 2026-12-31')).toBeInTheDocument();
    expect(
      within(mine).getByText(
        'They count only in the old regime: as declared until 2027-01-15, then as HR verifies them.',
      ),
    ).toBeInTheDocument();
    const form = within(mine).getByRole('form', { name: 'Declarations' });
    expect(within(form).getByLabelText(/Life insurance, PF, PPF, ELSS/)).toHaveValue('200000');
    expect(
      within(form).getByText('Section 123 (Schedule XV) (was Section 80C), up to ₹1,50,000'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Section 129 (was Section 80E), no limit')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Save declarations' })).toBeInTheDocument();
    const line = within(mine).getByTestId('declaration-line');
    expect(line).toHaveTextContent('Accepted in part');
    expect(line).toHaveTextContent('Declared ₹2,00,000 · verified ₹1,20,000 · counts ₹1,20,000');
    expect(within(line).getByTestId('counted')).toHaveTextContent(/^₹1,20,000$/);

    const rent = screen.getByRole('region', { name: 'Rent, earlier employer and Form 130' });
    const summary = within(rent).getByTestId('tax-extras');
    expect(summary).toHaveTextContent('Rent ₹30,000 a month in MUMBAI: declared');
    expect(summary).toHaveTextContent(
      'HRA exempt (old regime): ₹25,000 a month, ₹3,00,000 a year (Section 19; Section 10(13A), Rule 2A)',
    );
    expect(summary).toHaveTextContent('Acme Traders: ₹3,00,000 paid, ₹12,000 deducted, accepted');
    const house = within(rent).getByRole('form', { name: 'House rent' });
    expect(within(house).getByLabelText('Monthly rent (₹)')).toHaveValue('30000');
    expect(within(house).getByLabelText("Landlord's PAN (saved: XXXXX6789K)")).toBeInTheDocument();
    expect(within(house).getByRole('option', { name: 'Mumbai (50%)' })).toBeInTheDocument();
    expect(within(rent).getByRole('form', { name: 'Earlier employer this tax year' })).toBeInTheDocument();
    expect(within(rent).getByRole('button', { name: 'Download Form 130 (Part B)' })).toBeDisabled();
    expect(within(rent).getByText('Available once a payslip of this tax year is final.')).toBeInTheDocument();

    const proof = screen.getByRole('region', { name: 'Proofs' });
    const attach = within(proof).getByRole('form', { name: 'Attach a proof' });
    expect(within(attach).getByLabelText('File (PDF, JPEG or PNG, at most 5 MB)')).toBeInTheDocument();
    expect(
      within(attach).getByRole('option', {
        name: 'Life insurance, PF, PPF, ELSS, tuition fees, home-loan principal (Section 123 (Schedule XV), was Section 80C)',
      }),
    ).toBeInTheDocument();
    expect(within(attach).getByRole('option', { name: 'House rent' })).toBeInTheDocument();
    expect(within(attach).getByRole('option', { name: 'Earlier employer' })).toBeInTheDocument();
    expect(within(proof).getByTestId('proof')).toHaveTextContent('Not yet verified');
    expect(within(proof).getByRole('button', { name: 'Remove elss.pdf' })).toBeInTheDocument();
    expect(within(proof).getByRole('button', { name: 'Download Form 12BB (2026-27)' })).toBeInTheDocument();
  });

  it('speaks Hindi, amounts and the tax year in the organisation’s Devanagari digits; section numbers as they are', async () => {
    await setLanguage('hi', false);
    setDigits('devanagari');
    try {
      renderMyTax();
      const mine = await screen.findByRole('region', { name: 'मेरा कर' });
      expect(await within(mine).findByTestId('tax-regime')).toHaveTextContent('पुरानी कर व्यवस्था');
      expect(within(mine).getByTestId('tax-regime').parentElement).toHaveTextContent(
        'कर वर्ष २०२६-२७ के लिए आपकी कर व्यवस्था: पुरानी कर व्यवस्था',
      );
      const table = within(mine).getByRole('table', { name: 'दोनों कर व्यवस्थाओं में अनुमानित कर' });
      expect(table).toHaveTextContent('₹१२,००,००० सालाना आय पर');
      expect(within(mine).getByTestId('tax-old')).toHaveTextContent('₹१,१७,०००');
      expect(within(mine).getByRole('button', { name: 'पुरानी व्यवस्था चुनें' })).toBeInTheDocument();
      expect(within(mine).getByText('२०२६-१२-३१ तक खुला')).toBeInTheDocument();
      const form = within(mine).getByRole('form', { name: 'घोषणाएँ' });
      expect(within(form).getByLabelText(/जीवन बीमा, PF, PPF, ELSS, ट्यूशन फ़ीस, गृह ऋण का मूलधन/)).toHaveValue(
        '200000',
      );
      expect(
        within(form).getByText('Section 123 (Schedule XV) (पहले Section 80C), ₹१,५०,००० तक'),
      ).toBeInTheDocument();
      expect(within(form).getByText('Section 129 (पहले Section 80E), कोई सीमा नहीं')).toBeInTheDocument();
      const line = within(mine).getByTestId('declaration-line');
      expect(line).toHaveTextContent('आंशिक रूप से स्वीकृत');
      expect(line).toHaveTextContent('घोषित ₹२,००,००० · सत्यापित ₹१,२०,००० · गिनती में ₹१,२०,०००');
      expect(line).toHaveTextContent('One ELSS statement missing');

      const rent = screen.getByRole('region', { name: 'किराया, पिछला नियोक्ता और Form 130' });
      const summary = within(rent).getByTestId('tax-extras');
      expect(summary).toHaveTextContent('मुंबई में ₹३०,००० मासिक किराया: घोषित');
      expect(summary).toHaveTextContent(
        'HRA छूट (पुरानी कर व्यवस्था): ₹२५,००० प्रति माह, ₹३,००,००० प्रति वर्ष (Section 19; Section 10(13A), Rule 2A)',
      );
      expect(summary).toHaveTextContent('Acme Traders: ₹३,००,००० का भुगतान, ₹१२,००० की कटौती, स्वीकृत');
      const house = within(rent).getByRole('form', { name: 'मकान का किराया' });
      expect(
        within(house).getByLabelText('मकान मालिक का पैन (PAN) (सहेजा गया: XXXXX6789K)'),
      ).toBeInTheDocument();
      expect(within(house).getByRole('option', { name: 'कोई और जगह (40%)' })).toBeInTheDocument();
      expect(within(rent).getByRole('button', { name: 'Form 130 (Part B) डाउनलोड करें' })).toBeDisabled();

      const proof = screen.getByRole('region', { name: 'प्रमाण' });
      const attach = within(proof).getByRole('form', { name: 'प्रमाण लगाएँ' });
      expect(within(attach).getByLabelText('फ़ाइल (PDF, JPEG या PNG, अधिकतम ५ MB)')).toBeInTheDocument();
      expect(within(attach).getByRole('option', { name: 'मकान का किराया' })).toBeInTheDocument();
      expect(within(proof).getByTestId('proof')).toHaveTextContent('अभी सत्यापित नहीं');
      expect(within(proof).getByRole('button', { name: 'elss.pdf हटाएँ' })).toBeInTheDocument();
      expect(
        within(proof).getByRole('button', { name: 'Form 12BB डाउनलोड करें (२०२६-२७)' }),
      ).toBeInTheDocument();
    } finally {
      setDigits('latin');
      await setLanguage('en', false);
    }
  });

  it('speaks Marathi', async () => {
    await setLanguage('mr', false);
    try {
      renderMyTax();
      const mine = await screen.findByRole('region', { name: 'माझा कर' });
      expect(await within(mine).findByTestId('tax-regime')).toHaveTextContent('जुनी करप्रणाली');
      expect(within(mine).getByRole('button', { name: 'नवी करप्रणाली निवडा' })).toBeInTheDocument();
      expect(within(mine).getByRole('button', { name: 'घोषणा जतन करा' })).toBeInTheDocument();
      expect(within(mine).getByTestId('declaration-line')).toHaveTextContent(
        'घोषित ₹2,00,000 · पडताळलेले ₹1,20,000 · गणनेत ₹1,20,000',
      );
      expect(within(mine).getByTestId('declaration-line')).toHaveTextContent('अंशतः मंजूर');
      const rent = screen.getByRole('region', { name: 'घरभाडे, आधीचा नियोक्ता आणि Form 130' });
      expect(within(rent).getByTestId('tax-extras')).toHaveTextContent('मुंबई येथे दरमहा ₹30,000 घरभाडे: घोषित');
      expect(within(rent).getByLabelText('मासिक घरभाडे (₹)')).toHaveValue('30000');
      const proof = screen.getByRole('region', { name: 'पुरावे' });
      expect(within(proof).getByTestId('proof')).toHaveTextContent('अद्याप पडताळणी नाही');
      expect(within(proof).getByRole('button', { name: 'elss.pdf काढा' })).toBeInTheDocument();
    } finally {
      await setLanguage('en', false);
    }
  });
});
