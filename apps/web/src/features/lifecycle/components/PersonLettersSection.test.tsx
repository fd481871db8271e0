import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonLetter } from '@hrms/shared';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { PersonLettersSection } from './PersonLettersSection';

const letter: PersonLetter = {
  id: 'l1',
  kind: 'confirmation',
  title: 'Confirmation letter',
  issuedOn: '2026-11-20',
  url: '/api/files/letter-1?sig=x',
};

function renderLetters(letters: PersonLetter[]) {
  stubFetch((call) => (call.url === '/api/lifecycle/people/u1/letters' ? jsonResponse(letters) : undefined));
  return renderWithClient(<PersonLettersSection personId="u1" canIssue={false} />);
}

describe('PersonLettersSection (the person’s own letters)', () => {
  it('lists the letters in English, word for word as before', async () => {
    renderLetters([letter]);
    const card = await screen.findByRole('region', { name: 'Letters' });
    expect(within(card).getByText('Letters issued to this person, newest first.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Confirmation letter' })).toHaveAttribute(
      'href',
      letter.url,
    );
    expect(within(card).getByText('Issued 20/11/2026')).toBeInTheDocument();
  });

  it('speaks Hindi, the date in the organisation’s Devanagari digits (the title as issued)', async () => {
    await setLanguage('hi', false);
    setDigits('devanagari');
    try {
      renderLetters([letter]);
      const card = await screen.findByRole('region', { name: 'पत्र' });
      expect(within(card).getByText('इस व्यक्ति को जारी किए गए पत्र, सबसे नए पहले।')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Confirmation letter' })).toBeInTheDocument();
      expect(within(card).getByText('२०/११/२०२६ को जारी')).toBeInTheDocument();
    } finally {
      setDigits('latin');
      await setLanguage('en', false);
    }
  });

  it('speaks Marathi', async () => {
    await setLanguage('mr', false);
    try {
      renderLetters([letter]);
      const card = await screen.findByRole('region', { name: 'पत्रे' });
      expect(within(card).getByText('20/11/2026 रोजी दिले')).toBeInTheDocument();
    } finally {
      await setLanguage('en', false);
    }
  });

  it('shows nothing to the person before a letter is issued', async () => {
    renderLetters([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Letters' })).toBeNull();
  });
});
