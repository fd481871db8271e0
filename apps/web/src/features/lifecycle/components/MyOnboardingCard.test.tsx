import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OnboardingItem } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { MyOnboardingCard } from './MyOnboardingCard';

function show(items: OnboardingItem[]) {
  let asked = false;
  stubFetch((call) => {
    if (!call.url.endsWith('/api/lifecycle/people/me-1/onboarding')) return undefined;
    asked = true;
    return jsonResponse(items);
  });
  const view = renderWithClient(<MyOnboardingCard userId="me-1" />);
  return { ...view, asked: () => asked };
}

describe('MyOnboardingCard', () => {
  it('lists the open items with their due dates, leaving out the completed ones', async () => {
    show([
      { taskId: 't1', title: 'Upload your PAN card', dueOn: '2026-11-30', status: 'Pending' },
      { taskId: 't2', title: 'Sign the code of conduct', dueOn: '2026-11-25', status: 'Completed' },
    ]);
    const card = await screen.findByRole('region', { name: 'My onboarding' });
    expect(card).toHaveTextContent('Upload your PAN card');
    expect(card).toHaveTextContent('Due 30/11/2026');
    expect(card).not.toHaveTextContent('Sign the code of conduct');
  });

  it('shows nothing when no item is open (a Home without a checklist looks as the spec draws it)', async () => {
    const view = show([{ taskId: 't2', title: 'Done already', dueOn: '2026-11-25', status: 'Completed' }]);
    await waitFor(() => {
      expect(view.asked()).toBe(true);
      expect(view.client.getQueryState(['lifecycle', 'onboarding', 'me-1'])?.status).toBe('success');
    });
    expect(screen.queryByRole('region', { name: 'My onboarding' })).toBeNull();
    expect(screen.queryByText('Done already')).toBeNull();
  });
});
