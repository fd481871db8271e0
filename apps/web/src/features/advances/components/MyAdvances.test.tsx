import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { MyAdvances } from './MyAdvances';

afterEach(() => localStorage.clear());

const renderIt = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MyAdvances userId="u1" />
    </QueryClientProvider>,
  );

const answer = () =>
  stubFetch((call) => {
    if (call.url.endsWith('/api/advances/people/u1')) return jsonResponse([]);
    if (call.method === 'POST' && call.url.endsWith('/api/advances')) return jsonResponse({}, 201);
    return undefined;
  });

describe('MyAdvances', () => {
  it('asks for an advance in English, word for word as before', async () => {
    const { calls } = answer();
    renderIt();
    const mine = screen.getByRole('region', { name: 'My advances and loans' });
    expect(mine).toHaveTextContent(
      'Ask for a salary advance, repaid in monthly instalments taken from your salary.',
    );
    expect(await within(mine).findByText('No advances or loans.')).toBeInTheDocument();
    const form = within(mine).getByRole('form', { name: 'New advance' });
    fireEvent.change(within(form).getByLabelText('Amount (₹)'), { target: { value: '12000' } });
    fireEvent.change(within(form).getByLabelText('Monthly instalments (1 to 36)'), {
      target: { value: '3' },
    });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Rent deposit' } });
    expect(form).toHaveTextContent('Enter the number of monthly instalments (1 to 36).');
    fireEvent.click(within(form).getByRole('button', { name: 'Request advance' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      amount: 12000,
      instalments: 3,
      reason: 'Rent deposit',
    });
  });

  it("speaks Hindi, with the instalment range in the organisation's Devanagari digits", async () => {
    await setLanguage('hi', false);
    setDigits('devanagari');
    try {
      answer();
      renderIt();
      const mine = screen.getByRole('region', { name: 'मेरे अग्रिम और ऋण' });
      expect(await within(mine).findByText('कोई अग्रिम या ऋण नहीं।')).toBeInTheDocument();
      const form = within(mine).getByRole('form', { name: 'नया अग्रिम' });
      expect(within(form).getByLabelText('राशि (₹)')).toBeInTheDocument();
      expect(within(form).getByLabelText('मासिक किस्तें (१ से ३६)')).toBeInTheDocument();
      expect(within(form).getByLabelText('कारण')).toBeInTheDocument();
      expect(form).toHaveTextContent('मासिक किस्तों की संख्या डालें (१ से ३६)।');
      expect(within(form).getByRole('button', { name: 'अग्रिम माँगें' })).toBeInTheDocument();
    } finally {
      setDigits('latin');
      await setLanguage('en', false);
    }
  });

  it('speaks Marathi', async () => {
    await setLanguage('mr', false);
    try {
      answer();
      renderIt();
      const mine = screen.getByRole('region', { name: 'माझी उचल आणि कर्जे' });
      const form = within(mine).getByRole('form', { name: 'नवी उचल' });
      expect(within(form).getByLabelText('मासिक हप्ते (1 ते 36)')).toBeInTheDocument();
      expect(within(form).getByRole('button', { name: 'उचल मागा' })).toBeInTheDocument();
      expect(await within(mine).findByText('कोणतीही उचल किंवा कर्ज नाही.')).toBeInTheDocument();
    } finally {
      await setLanguage('en', false);
    }
  });
});
