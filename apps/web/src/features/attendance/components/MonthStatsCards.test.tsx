import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { MonthStatsCards } from './MonthStatsCards';

const STATS = {
  totalDays: 20,
  present: 14,
  absent: 2,
  sickLeave: 1,
  paidLeave: 2,
  halfDay: 1,
  shortLeave: 0,
};

function show() {
  stubFetch((call) => {
    if (call.url === '/api/config') return jsonResponse(orgConfig());
    return call.url.includes('stats') ? jsonResponse(STATS) : undefined;
  });
  renderWithClient(<MonthStatsCards role="Employee" userId="u1" />);
}

afterEach(async () => {
  setDigits('latin');
  await setLanguage('en', false);
});

describe("Home's month stats cards by language", () => {
  it("keeps the spec's English", async () => {
    show();
    const section = screen.getByRole('region', { name: "This month's attendance" });
    expect(await within(section).findByText('20')).toBeInTheDocument();
    expect(within(section).getByTestId('stat-totalDays')).toHaveTextContent('Total Days20');
    expect(within(section).getByTestId('stat-sickLeave')).toHaveTextContent('Sick Leave1');
  });

  it('speaks Hindi (Latin digits by default)', async () => {
    await setLanguage('hi', false);
    show();
    const section = screen.getByRole('region', { name: 'इस महीने की उपस्थिति' });
    expect(await within(section).findByText('20')).toBeInTheDocument();
    expect(within(section).getByTestId('stat-totalDays')).toHaveTextContent('कुल दिन20');
    expect(within(section).getByTestId('stat-present')).toHaveTextContent('उपस्थित14');
  });

  it('writes Marathi with Devanagari digits when the organisation chose them', async () => {
    await setLanguage('mr', false);
    setDigits('devanagari');
    show();
    const section = screen.getByRole('region', { name: 'या महिन्याची उपस्थिती' });
    expect(await within(section).findByText('२०')).toBeInTheDocument();
    expect(within(section).getByTestId('stat-totalDays')).toHaveTextContent('एकूण दिवस२०');
  });
});
