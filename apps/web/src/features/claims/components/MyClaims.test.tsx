import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Claim, ClaimCategory } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { MyClaims } from './MyClaims';

afterEach(() => localStorage.clear());

const categories: ClaimCategory[] = [
  {
    id: 'c1',
    name: 'Travel',
    perClaimLimit: null,
    perMonthLimit: null,
    mileageRate: null,
    taxable: false,
    active: true,
  },
  {
    id: 'c2',
    name: 'Local conveyance',
    perClaimLimit: 3000,
    perMonthLimit: 5000,
    mileageRate: 8,
    taxable: false,
    active: true,
  },
];

// docs/claims.md's journey: a train ticket approved in part by the manager, then by HR, paid with November.
const claim: Claim = {
  id: 'k1',
  number: 'CL-12',
  employeeId: 'u1',
  employeeName: 'Rita Paul',
  status: 'Approved',
  submittedAt: '2026-11-18T05:00:00.000Z',
  claimed: 2750,
  approved: 2350,
  payMonth: 'November 2026',
  currentDecider: null,
  lines: [
    {
      id: 'l1',
      date: '2026-11-18',
      category: 'Travel',
      taxable: false,
      amount: 2400,
      distanceKm: null,
      description: 'Train to the Nashik site',
      approved: 2000,
      reason: 'Second-class fare is the policy',
      receiptUrl: '/api/files/r1',
      receiptName: 'ticket.jpg',
    },
    {
      id: 'l2',
      date: '2026-11-19',
      category: 'Local conveyance',
      taxable: false,
      amount: 96,
      distanceKm: 12,
      description: 'Site visit',
      approved: 96,
      reason: null,
      receiptUrl: null,
      receiptName: null,
    },
  ],
  decisions: [
    {
      by: { id: 'm1', name: 'Mohan Das' },
      step: 1,
      action: 'forwarded',
      at: '2026-11-19T05:00:00.000Z',
      note: null,
      override: false,
    },
    {
      by: { id: 'h1', name: 'Hema HR' },
      step: 2,
      action: 'approved',
      at: '2026-11-20T05:00:00.000Z',
      note: null,
      override: false,
    },
  ],
};

function answer(claims: Claim[]) {
  return stubFetch((call) => {
    if (call.url.endsWith('/api/claims/categories')) return jsonResponse(categories);
    if (call.url.endsWith('/api/claims')) return jsonResponse(claims);
    return undefined;
  });
}

const renderIt = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MyClaims />
    </QueryClientProvider>,
  );

describe('MyClaims', () => {
  it('shows the form and each claim in English, word for word as before', async () => {
    answer([claim]);
    renderIt();
    const form = await screen.findByRole('form', { name: 'New claim' });
    expect(within(form).getByRole('group', { name: 'Line 1' })).toBeInTheDocument();
    for (const label of [
      'Date',
      'Category',
      'Amount (₹)',
      'Description',
      'Receipt (photo or PDF, up to 5 MB)',
    ])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Add a line' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Submit claim' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Claim CL-12' });
    expect(card).toHaveTextContent('Claimed ₹2,750, approved ₹2,350, paid with the November 2026 salary');
    expect(card).toHaveTextContent('Approved');
    expect(card).toHaveTextContent('19/11/2026 · Local conveyance · Site visit (12 km)');
    expect(within(card).getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', '/api/files/r1');
    expect(card).toHaveTextContent('Reason: Second-class fare is the policy');
    expect(card).toHaveTextContent('₹2,400 → ₹2,000');
    expect(card).toHaveTextContent('Approved and sent to HR by Mohan Das on 19/11/2026');
    expect(card).toHaveTextContent('Approved by Hema HR on 20/11/2026');
  });

  it('names a pending claim’s decider, and says so when there are none yet', async () => {
    answer([
      {
        ...claim,
        status: 'Pending',
        approved: null,
        payMonth: null,
        currentDecider: { id: 'm1', name: 'Mohan Das' },
        decisions: [],
      },
    ]);
    renderIt();
    const card = await screen.findByRole('article', { name: 'Claim CL-12' });
    expect(card).toHaveTextContent('Claimed ₹2,750 · With Mohan Das');
  });

  it('shows the empty text', async () => {
    answer([]);
    renderIt();
    expect(await screen.findByText('No claims yet.')).toBeInTheDocument();
  });

  it("speaks Hindi: the form, the card, amounts, dates and the pay month in the organisation's Devanagari digits", async () => {
    await setLanguage('hi', false);
    setDigits('devanagari');
    try {
      answer([claim]);
      renderIt();
      expect(await screen.findByRole('region', { name: 'मेरे खर्च के दावे' })).toBeInTheDocument();
      const form = await screen.findByRole('form', { name: 'नया दावा' });
      expect(within(form).getByRole('group', { name: 'पंक्ति १' })).toBeInTheDocument();
      expect(within(form).getByLabelText('तारीख')).toBeInTheDocument();
      expect(within(form).getByLabelText('श्रेणी')).toBeInTheDocument();
      expect(within(form).getByLabelText('राशि (₹)')).toBeInTheDocument();
      expect(within(form).getByLabelText('रसीद (फ़ोटो या PDF, ५ MB तक)')).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: 'दावा जमा करें' })).toBeInTheDocument();
      const card = await screen.findByRole('article', { name: 'दावा CL-12' });
      expect(card).toHaveTextContent('दावे की राशि ₹२,७५०, स्वीकृत ₹२,३५०, नवंबर २०२६ के वेतन के साथ भुगतान');
      expect(card).toHaveTextContent('स्वीकृत');
      expect(card).toHaveTextContent('१९/११/२०२६ · Local conveyance · Site visit (१२ किमी)');
      expect(within(card).getByRole('link', { name: 'रसीद' })).toBeInTheDocument();
      expect(card).toHaveTextContent('कारण: Second-class fare is the policy');
      expect(card).toHaveTextContent('Mohan Das ने १९/११/२०२६ को स्वीकृत करके HR को भेजा');
      expect(card).toHaveTextContent('Hema HR ने २०/११/२०२६ को स्वीकृत किया');
    } finally {
      setDigits('latin');
      await setLanguage('en', false);
    }
  });

  it('speaks Marathi, with the mileage rate in the label', async () => {
    await setLanguage('mr', false);
    try {
      answer([]);
      renderIt();
      const form = await screen.findByRole('form', { name: 'नवीन दावा' });
      const category = within(form).getByLabelText('श्रेणी');
      fireEvent.change(category, { target: { value: 'c2' } });
      expect(within(form).getByLabelText('अंतर किमीमध्ये (₹8 प्रति किमी)')).toBeInTheDocument();
      expect(await screen.findByText('अद्याप कोणताही दावा नाही.')).toBeInTheDocument();
    } finally {
      await setLanguage('en', false);
    }
  });
});
