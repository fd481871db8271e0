import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@hrms/shared';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { EventItem } from './EventItem';

const event: CalendarEvent = {
  _id: '33333333-3333-4333-8333-333333333333',
  title: 'Team lunch',
  description: 'At the canteen',
  date: '2026-11-20',
  time: '12:30',
  status: 'pending',
  employee: 'emp-1',
};

function renderItem(props: { event: CalendarEvent; isToday: boolean; greenWhenDone?: boolean }) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ul>{children}</ul>
    </QueryClientProvider>
  );
  render(<EventItem userId="emp-1" greenWhenDone={props.greenWhenDone ?? true} {...props} />, { wrapper });
}

describe('EventItem', () => {
  it("offers completion only for today's pending events", () => {
    renderItem({ event, isToday: true });
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeInTheDocument();
    expect(screen.getByText('12:30 PM')).toBeInTheDocument();
  });

  it('offers no completion for an upcoming event, and shows its date', () => {
    renderItem({ event: { ...event, date: '2026-11-23' }, isToday: false });
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    expect(screen.getByText('23/11/2026 · 12:30 PM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete event Team lunch' })).toBeInTheDocument();
  });

  it('shows a completed event struck through, green on the employee dashboard, and says Completed in words', () => {
    renderItem({ event: { ...event, status: 'completed' }, isToday: true });
    const title = screen.getByText('Team lunch');
    expect(title).toHaveClass('line-through');
    expect(title).toHaveClass('text-success');
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
  });

  it('is struck through but not green for Admin and HR', () => {
    renderItem({ event: { ...event, status: 'completed' }, isToday: true, greenWhenDone: false });
    expect(screen.getByText('Team lunch')).not.toHaveClass('text-success');
  });

  describe('in Hindi and Marathi (issue 47)', () => {
    afterEach(async () => {
      setDigits('latin');
      await setLanguage('en', false);
    });

    it("speaks Hindi; the event's own title stays as written", async () => {
      await setLanguage('hi', false);
      renderItem({ event, isToday: true });
      expect(screen.getByRole('button', { name: 'पूरा करें' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'कार्यक्रम Team lunch हटाएँ' })).toBeInTheDocument();
    });

    it("writes Marathi with the organisation's Devanagari digits", async () => {
      await setLanguage('mr', false);
      setDigits('devanagari');
      renderItem({ event: { ...event, date: '2026-11-23', status: 'completed' }, isToday: false });
      expect(screen.getByText('२३/११/२०२६ · १२:३० PM')).toBeInTheDocument();
      expect(screen.getByText('पूर्ण झाले')).toBeInTheDocument();
    });
  });
});
