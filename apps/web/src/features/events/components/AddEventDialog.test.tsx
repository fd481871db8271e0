import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, EVENT_TITLE_MAX } from '@hrms/shared';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { stubFetch } from '../../../test/fetch-stub';
import { polyfillRadixForJsdom } from '../../../test/radix-jsdom';
import { renderWithClient } from '../../../test/render-with-client';
import { AddEventDialog } from './AddEventDialog';
import { eventRuleText } from './event-text';

beforeAll(polyfillRadixForJsdom);

function show() {
  stubFetch(() => undefined);
  renderWithClient(<AddEventDialog open onOpenChange={() => undefined} userId="u1" today="2026-11-28" />);
}

afterEach(async () => {
  setDigits('latin');
  await setLanguage('en', false);
});

describe('Add New Event by language', () => {
  it("keeps the spec's English and its own check", async () => {
    const user = userEvent.setup();
    show();
    expect(screen.getByRole('dialog', { name: 'Add New Event' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.required);
  });

  it('speaks Hindi: labels, buttons and the check', async () => {
    const user = userEvent.setup();
    await setLanguage('hi', false);
    show();
    expect(screen.getByRole('dialog', { name: 'नया कार्यक्रम जोड़ें' })).toBeInTheDocument();
    expect(screen.getByText('आपके कार्यक्रम केवल आप देख सकते हैं।')).toBeInTheDocument();
    expect(screen.getByLabelText('शीर्षक *')).toBeInTheDocument();
    expect(screen.getByLabelText('समय *')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'कार्यक्रम बनाएँ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('शीर्षक, तारीख और समय डालना ज़रूरी है।');
  });

  it("writes a rule's figure in the organisation's digits, in Marathi", async () => {
    await setLanguage('mr', false);
    setDigits('devanagari');
    const max = String(EVENT_TITLE_MAX).replace(/[0-9]/g, (d) => String.fromCodePoint(0x0966 + Number(d)));
    expect(eventRuleText(EVENT_MESSAGES.titleTooLong)).toBe(`शीर्षक जास्तीत जास्त ${max} अक्षरांचे असू शकते.`);
    expect(eventRuleText(EVENT_MESSAGES.pastDate)).toBe('मागील तारखेचा कार्यक्रम तयार करता येत नाही.');
    expect(eventRuleText('Something the server said.')).toBe('Something the server said.');
  });

  it('keeps the English of a rule with a figure byte for byte', () => {
    expect(eventRuleText(EVENT_MESSAGES.titleTooLong)).toBe(EVENT_MESSAGES.titleTooLong);
    expect(eventRuleText(EVENT_MESSAGES.descriptionTooLong)).toBe(EVENT_MESSAGES.descriptionTooLong);
  });
});
