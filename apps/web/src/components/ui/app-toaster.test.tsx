import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../../lib/toast';
import { AppToaster } from './app-toaster';

describe('AppToaster and lib/toast', () => {
  it('keeps a toast asked for before the toaster has loaded, and shows it once the toaster listens', async () => {
    toast.error('Could not reach the server.');
    expect(screen.queryByText('Could not reach the server.')).not.toBeInTheDocument();
    render(<AppToaster />);
    expect(await screen.findByText('Could not reach the server.')).toBeInTheDocument();

    toast.success('Saved.', { description: 'All changes are stored.' });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByText('All changes are stored.')).toBeInTheDocument();
  });
});
