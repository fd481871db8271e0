import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/store';
import { jsonResponse, orgConfig, stubFetch } from '../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { renderWithClient } from '../../../test/render-with-client';
import { EventsSection } from './EventsSection';

beforeAll(polyfillRadixForJsdom);

function show() {
  stubFetch((call) => (call.url === '/api/config' ? jsonResponse(orgConfig()) : jsonResponse([])));
  renderWithClient(<EventsSection userId="u1" role="Employee" />);
}

afterEach(async () => {
  await setLanguage('en', false);
});

describe("Home's events by language", () => {
  it("keeps the spec's English", async () => {
    show();
    expect(await screen.findByText('No events for today.')).toBeInTheDocument();
    expect(screen.getByText('My Events')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add Event' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming' })).toHaveTextContent('No upcoming events.');
  });

  it('speaks Hindi', async () => {
    await setLanguage('hi', false);
    show();
    expect(await screen.findByText('आज कोई कार्यक्रम नहीं है।')).toBeInTheDocument();
    expect(screen.getByText('मेरे कार्यक्रम')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ कार्यक्रम जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'आने वाले' })).toHaveTextContent('आगे कोई कार्यक्रम नहीं है।');
  });
});
