import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIST_LOAD_FAILED, ListState, type ListQuery } from './list-state';

const settled: ListQuery = { isPending: false, isError: false, refetch: () => undefined };

function renderList(query: ListQuery | ListQuery[], props: { isEmpty?: boolean; retry?: boolean } = {}) {
  const list = vi.fn(() => <ul aria-label="Tasks" />);
  render(
    <ListState query={query} loading="Loading tasks" empty="No tasks." {...props}>
      {list}
    </ListState>,
  );
  return list;
}

describe('ListState', () => {
  it('announces the skeleton while any answer is pending, and does not build the list', () => {
    const list = renderList([settled, { ...settled, isPending: true }]);
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });

  it("shows the spec's failure text, and 'Try again' refetches every query", async () => {
    const refetch = vi.fn();
    renderList([
      { ...settled, refetch },
      { ...settled, isError: true, refetch },
    ]);
    expect(screen.getByText(LIST_LOAD_FAILED)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('leaves out Try again where the screen has none', () => {
    renderList({ ...settled, isError: true }, { retry: false });
    expect(screen.getByText(LIST_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty text for an empty list, and the list otherwise', () => {
    renderList(settled, { isEmpty: true });
    expect(screen.getByText('No tasks.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tasks' })).not.toBeInTheDocument();
  });

  it('renders the loaded list', () => {
    renderList(settled);
    expect(screen.getByRole('list', { name: 'Tasks' })).toBeInTheDocument();
  });
});
