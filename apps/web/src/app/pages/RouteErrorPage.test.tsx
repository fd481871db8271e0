import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hrms/shared';
import { RouteErrorBoundary } from './RouteErrorPage';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page with a reload button instead of a blank screen when a route throws', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.internal })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('renders its children when nothing fails', () => {
    render(
      <RouteErrorBoundary>
        <p>Dashboard</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).not.toBeInTheDocument();
  });
});
