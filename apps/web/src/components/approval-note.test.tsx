import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, orgConfig, stubFetch } from '../test/fetch-stub';
import { renderWithClient } from '../test/render-with-client';
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
});
