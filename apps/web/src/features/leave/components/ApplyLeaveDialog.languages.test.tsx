import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LeaveBalance, LeavePreview } from '@hrms/shared';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { renderWithClient } from '../../../test/render-with-client';
import { ApplyLeaveDialog } from './ApplyLeaveDialog';

beforeAll(polyfillRadixForJsdom);

afterEach(async () => {
  setDigits('latin');
  await setLanguage('en', false);
});

const SICK: LeaveBalance = {
  type: 'Sick Leave',
  unlimited: false,
  countsAgainst: null,
  opening: 0,
  accrued: 12,
  taken: 10,
  pending: 0,
  lapsed: 0,
  adjusted: 0,
  available: 2,
  unpaid: 0,
  monthUsed: null,
  monthMax: null,
};

const PREVIEW: LeavePreview = {
  type: 'Sick Leave',
  balanceType: 'Sick Leave',
  days: 2,
  workingDates: ['2026-11-23', '2026-11-24'],
  sandwichDates: [],
  available: 2,
  unpaidDays: 0,
  refusal: null,
  balance: { now: 1.5, accruing: 1.5, accrualOn: '2026-12-01', pending: 1 },
};

function setup() {
  stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/config') return jsonResponse(orgConfig());
    if (url.pathname === '/api/employees/u1/leave-balances') return jsonResponse([SICK]);
    if (url.pathname === '/api/employees/u1/leave-preview') return jsonResponse(PREVIEW);
    return jsonResponse([]);
  });
  return renderWithClient(<ApplyLeaveDialog userId="u1" />);
}

/** Opens a date picker and picks a day of November 2026 by its name in the language ('23 नवंबर 2026'). */
async function pickDay(user: ReturnType<typeof userEvent.setup>, label: string, day: number, month: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('button', { name: new RegExp(`\\b${day} ${month} 2026`) }));
}

describe('Apply for Leave in Hindi and Marathi (issue 47)', () => {
  it('speaks Hindi: labels, the validation message, the type names, the balance and what the request takes', async () => {
    await setLanguage('hi', false);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'छुट्टी के लिए आवेदन करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'छुट्टी के लिए आवेदन करें' });
    expect(dialog).toHaveTextContent(
      'बीमारी की छुट्टी कई दिनों की हो सकती है; बाकी हर तरह की छुट्टी एक दिन की होती है।',
    );
    // Nothing chosen: the dialog's own check, in Hindi.
    await user.click(within(dialog).getByRole('button', { name: 'अनुरोध भेजें' }));
    expect(await screen.findByText('कृपया छुट्टी का प्रकार और तारीख चुनें।')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'छुट्टी का प्रकार' }));
    await user.click(await screen.findByRole('option', { name: 'बीमारी की छुट्टी' }));
    const preview = within(dialog).getByTestId('leave-preview');
    expect(await within(preview).findByText('बीमारी की छुट्टी में बाकी: 2 दिन उपलब्ध।')).toBeInTheDocument();
    // The picker's month, weekdays and days speak Hindi too.
    await user.click(screen.getByRole('button', { name: 'शुरू होने की तारीख' }));
    const grid = await screen.findByRole('grid', { name: 'नवंबर 2026' });
    // The weekday headings (hidden from screen readers, which read each day's full name).
    expect(
      Array.from(grid.querySelectorAll('thead th')).map((th) => [
        th.textContent,
        th.getAttribute('aria-label'),
      ]),
    ).toContainEqual(['सोम', 'सोमवार']);
    expect(within(grid).getByRole('button', { name: /^सोमवार, 23 नवंबर 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगले महीने पर जाएँ' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await pickDay(user, 'शुरू होने की तारीख', 23, 'नवंबर');
    await pickDay(user, 'आखिरी तारीख', 24, 'नवंबर');
    await waitFor(() =>
      expect(preview).toHaveTextContent('इस अनुरोध में 2 दिन लगेंगे (कामकाजी दिन: 23/11/2026, 24/11/2026)।'),
    );
    expect(within(preview).getByText('2 दिन', { selector: 'strong' })).toBeInTheDocument();
    expect(within(preview).getByTestId('leave-balance-sentence')).toHaveTextContent(
      'नवंबर में आप 2 दिन और ले सकते हैं: अभी 1.5 + 1.5 (1 दिसंबर को) − 1 लंबित।',
    );
    expect(within(dialog).getByLabelText('कारण')).toHaveAttribute(
      'placeholder',
      'छुट्टी का कारण लिखें (ज़रूरी नहीं)',
    );
  });

  it("writes Marathi in the organisation's Devanagari digits", async () => {
    await setLanguage('mr', false);
    setDigits('devanagari');
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'रजेसाठी अर्ज करा' }));
    const dialog = await screen.findByRole('dialog', { name: 'रजेसाठी अर्ज करा' });
    await user.click(within(dialog).getByRole('combobox', { name: 'रजेचा प्रकार' }));
    await user.click(await screen.findByRole('option', { name: 'आजारपणाची रजा' }));
    const preview = within(dialog).getByTestId('leave-preview');
    expect(await within(preview).findByText('आजारपणाची रजा शिल्लक: २ दिवस उपलब्ध.')).toBeInTheDocument();
  });
});
