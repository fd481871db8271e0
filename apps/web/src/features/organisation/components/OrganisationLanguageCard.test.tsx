import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrganisationLanguage } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { currentDigits, setDigits, setLanguage } from '../../../lib/i18n/store';
import { OrganisationLanguageCard } from './OrganisationLanguageCard';

const PATH = '/api/admin/organisation/language';

function show(saved: OrganisationLanguage, answer?: (body: unknown) => Response) {
  const stub = stubFetch((call) => {
    if (!call.url.endsWith(PATH)) return undefined;
    if (call.method === 'PUT') return answer ? answer(call.body) : jsonResponse(call.body);
    return jsonResponse(saved);
  });
  return { ...renderWithClient(<OrganisationLanguageCard />), calls: stub.calls };
}

afterEach(async () => {
  setDigits('latin');
  await setLanguage('en', false);
});

describe("The Admin's default language and digits", () => {
  it('shows the saved setting (a fresh install: English, Latin digits) with an example', async () => {
    show({ defaultLanguage: 'en', digits: 'latin' });
    const card = await screen.findByRole('region', { name: 'Language and digits' });
    expect(within(card).getByLabelText('Default language')).toHaveValue('en');
    expect(within(card).getByLabelText('Digits')).toHaveValue('latin');
    expect(within(card).getByRole('option', { name: 'हिन्दी' })).toBeInTheDocument();
    expect(within(card).getByRole('option', { name: 'मराठी' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Example: ₹1,23,456.00 on 28/11/2026');
  });

  it('saves Marathi with Devanagari digits, shows them in the example and applies the digits at once', async () => {
    const { user, calls } = show({ defaultLanguage: 'en', digits: 'latin' });
    const language = await screen.findByLabelText('Default language');
    await user.selectOptions(language, 'mr');
    await user.selectOptions(screen.getByLabelText('Digits'), 'devanagari');
    expect(screen.getByText('Example: ₹१,२३,४५६.०० on २८/११/२०२६')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save language settings' }));
    expect(await screen.findByText('Language settings saved.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ defaultLanguage: 'mr', digits: 'devanagari' });
    expect(currentDigits()).toBe('devanagari');
  });

  it("shows the server's refusal and keeps the choice on screen", async () => {
    const { user } = show({ defaultLanguage: 'hi', digits: 'latin' }, () =>
      jsonResponse({ message: 'Invalid option', code: 'invalid_input' }, 400),
    );
    expect(await screen.findByLabelText('Default language')).toHaveValue('hi');
    await user.click(screen.getByRole('button', { name: 'Save language settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid option');
    expect(screen.getByLabelText('Default language')).toHaveValue('hi');
    expect(currentDigits()).toBe('latin');
  });

  it('speaks Hindi to an Admin who reads Hindi', async () => {
    await setLanguage('hi', false);
    show({ defaultLanguage: 'hi', digits: 'latin' });
    const card = await screen.findByRole('region', { name: 'भाषा और अंक' });
    expect(within(card).getByLabelText('डिफ़ॉल्ट भाषा')).toHaveValue('hi');
    expect(within(card).getByRole('button', { name: 'भाषा की सेटिंग सहेजें' })).toBeInTheDocument();
    expect(card).toHaveTextContent('उदाहरण: 28/11/2026 को ₹1,23,456.00');
  });
});
