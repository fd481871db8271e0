import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, orgConfig, stubFetch } from '../test/fetch-stub';
import { renderWithClient } from '../test/render-with-client';
import { APPROVALS_MESSAGES } from '@hrms/shared';
import { setLanguage } from '../lib/i18n/store';
import { ApprovalNote } from './approval-note';

describe('ApprovalNote', () => {
  it.each([
    ['manager', 'With Mohan Das (your manager) since 20/11/2026'],
    ['delegate', "With Mohan Das (your manager's delegate) since 20/11/2026"],
    ['cover', 'With Mohan Das (covering while your manager is on leave) since 20/11/2026'],
  ] as const)('says where a request waits with a %s', async (deciderKind, text) => {
    stubFetch(({ url }) => (url === '/api/config' ? jsonResponse(orgConfig()) : undefined));
    renderWithClient(
      <ApprovalNote
        pending
        approval={{
          deciderKind,
          currentDecider: { id: 'm1', name: 'Mohan Das' },
          waitingSince: '2026-11-20T04:30:00.000Z',
        }}
      />,
    );
    expect(await screen.findByTestId('approval-note')).toHaveTextContent(text);
  });

  it('reads as the shared English: escalated, and decided by HR over the manager', async () => {
    stubFetch(({ url }) => (url === '/api/config' ? jsonResponse(orgConfig()) : undefined));
    renderWithClient(
      <ApprovalNote
        pending
        approval={{
          deciderKind: 'hr',
          currentDecider: null,
          waitingSince: '2026-11-20T04:30:00.000Z',
          escalated: true,
          override: true,
        }}
      />,
    );
    expect(await screen.findByTestId('approval-note')).toHaveTextContent(
      [
        APPROVALS_MESSAGES.waitingWithHr('20/11/2026'),
        APPROVALS_MESSAGES.escalated,
        APPROVALS_MESSAGES.override,
      ].join(' · '),
    );
  });

  it.each([
    ['hi', 'cover', '20/11/2026 से Mohan Das (आपके मैनेजर की छुट्टी में उनकी जगह) के पास'],
    ['mr', 'manager', '20/11/2026 पासून Mohan Das (तुमचे मॅनेजर) यांच्याकडे'],
  ] as const)(
    'speaks %s: where the request waits, the name as written',
    async (language, deciderKind, text) => {
      await setLanguage(language, false);
      try {
        stubFetch(({ url }) => (url === '/api/config' ? jsonResponse(orgConfig()) : undefined));
        renderWithClient(
          <ApprovalNote
            pending
            approval={{
              deciderKind,
              currentDecider: { id: 'm1', name: 'Mohan Das' },
              waitingSince: '2026-11-20T04:30:00.000Z',
            }}
          />,
        );
        expect(await screen.findByTestId('approval-note')).toHaveTextContent(text);
      } finally {
        await setLanguage('en', false);
      }
    },
  );
});
