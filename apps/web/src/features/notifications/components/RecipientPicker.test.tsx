import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonOption } from '@hrms/shared';
import { RecipientPicker, toggleRecipient, type RecipientValue } from './RecipientPicker';

describe('toggleRecipient', () => {
  it('a chosen person replaces all; deselecting everyone returns to all', () => {
    expect(toggleRecipient('all', 'a')).toEqual(['a']);
    expect(toggleRecipient(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleRecipient(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleRecipient(['b'], 'b')).toBe('all');
    expect(toggleRecipient(['a', 'b'], 'all')).toBe('all');
  });
});

const people: PersonOption[] = [
  { _id: 'p1', name: 'Asha Rao', email: 'asha@example.com', role: 'Employee' },
  { _id: 'p2', name: 'Ravi Kumar', email: 'ravi@example.com', role: 'Employee' },
];

function Harness() {
  const [value, setValue] = useState<RecipientValue>('all');
  return (
    <>
      <label htmlFor="recipients">Recipients</label>
      <RecipientPicker id="recipients" value={value} onChange={setValue} people={people} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

// cmdk measures its list and scrolls the active item into view; jsdom has neither.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
});

describe('RecipientPicker', () => {
  it('searches, picks people, and shows them as removable chips', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('combobox', { name: 'Recipients' })).toHaveTextContent('All Employees');
    await user.click(screen.getByRole('combobox', { name: 'Recipients' }));
    await user.click(screen.getByPlaceholderText('Search people...'));
    await user.paste('ravi');
    expect(screen.queryByRole('option', { name: /Asha Rao/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Ravi Kumar/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('["p2"]');
    // Announced as checked (aria-selected belongs to cmdk's highlight).
    expect(screen.getByRole('option', { name: /Ravi Kumar/ })).toHaveAttribute('aria-checked', 'true');
    await user.clear(screen.getByPlaceholderText('Search people...'));
    expect(screen.getByRole('option', { name: /Asha Rao/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('option', { name: /All Employees/ })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: 'Remove Ravi Kumar' }));
    expect(screen.getByTestId('value')).toHaveTextContent('"all"');
    // A generous harness limit: the shared CI machines run several suites at once.
  }, 20_000);
});
