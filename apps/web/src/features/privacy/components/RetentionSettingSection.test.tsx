import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { parseMonths, RetentionSettingSection } from './RetentionSettingSection';

const SETTINGS = '/api/settings/privacy';

/** The server as far as this section asks it: GET answers `stored`, PUT stores and answers the body. */
function server(stored: { erasePersonalDataAfterMonths: number | null }) {
  let current = stored;
  return stubFetch(({ method, url, body }) => {
    if (url !== SETTINGS) return undefined;
    if (method === 'PUT') current = body as typeof current;
    return jsonResponse(current);
  });
}

const region = () => screen.getByRole('region', { name: 'Data Retention' });
const field = () => within(region()).getByLabelText('Erase after (months)');

describe('RetentionSettingSection', () => {
  it('shows the stored period and saves a new one', async () => {
    const { calls } = server({ erasePersonalDataAfterMonths: 24 });
    const { user } = renderWithClient(<RetentionSettingSection />);
    expect(await screen.findByDisplayValue('24')).toBe(field());
    expect(region()).toHaveTextContent('Now: erased 24 months after a person is deleted.');
    await user.clear(field());
    await user.type(field(), '36');
    await user.click(within(region()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { erasePersonalDataAfterMonths: 36 },
    ]);
    expect(region()).toHaveTextContent('Now: erased 36 months after a person is deleted.');
  });

  it('an empty field keeps the trail (the fresh install), and saving it empty sends null', async () => {
    const { calls } = server({ erasePersonalDataAfterMonths: 12 });
    const { user } = renderWithClient(<RetentionSettingSection />);
    await screen.findByDisplayValue('12');
    await user.clear(field());
    await user.click(within(region()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Now: kept.', { exact: false })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { erasePersonalDataAfterMonths: null },
    ]);
    expect(field()).toHaveValue('');
  });

  it.each(['0', '121', '1.5', 'twelve', '-3'])(
    'refuses %s with the rule, and sends nothing',
    async (typed) => {
      const { calls } = server({ erasePersonalDataAfterMonths: null });
      const { user } = renderWithClient(<RetentionSettingSection />);
      await screen.findByText('Now: kept.', { exact: false });
      await user.type(field(), typed);
      await user.click(within(region()).getByRole('button', { name: 'Save' }));
      expect(within(region()).getByRole('alert')).toHaveTextContent(PRIVACY_MESSAGES.months);
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    },
  );

  it("shows the server's refusal", async () => {
    stubFetch(({ method, url }) =>
      url !== SETTINGS
        ? undefined
        : method === 'PUT'
          ? jsonResponse({ message: 'You do not have permission to perform this action.' }, 403)
          : jsonResponse({ erasePersonalDataAfterMonths: null }),
    );
    const { user } = renderWithClient(<RetentionSettingSection />);
    await screen.findByText('Now: kept.', { exact: false });
    await user.type(field(), '6');
    await user.click(within(region()).getByRole('button', { name: 'Save' }));
    expect(await within(region()).findByRole('alert')).toHaveTextContent(
      'You do not have permission to perform this action.',
    );
  });

  it('says it is loading, then offers to try again when the settings fail to load', async () => {
    let fail = true;
    stubFetch(({ url }) =>
      url !== SETTINGS
        ? undefined
        : fail
          ? jsonResponse({ message: 'Something went wrong on our side. Please try again.' }, 500)
          : jsonResponse({ erasePersonalDataAfterMonths: 60 }),
    );
    const { user } = renderWithClient(<RetentionSettingSection />);
    expect(screen.getByText('Loading the retention period')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the retention period.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('60')).toBe(field());
  });
});

describe('parseMonths', () => {
  it('reads whole months 1-120 and empty as null', () => {
    expect(parseMonths(' 7 ').data).toEqual({ erasePersonalDataAfterMonths: 7 });
    expect(parseMonths('').data).toEqual({ erasePersonalDataAfterMonths: null });
    expect(parseMonths('1e2').success).toBe(false);
  });
});
