import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoonPanel } from './ComingSoonPanel';

describe('ComingSoonPanel', () => {
  it('names the tab in a heading and says the section is coming', () => {
    render(<ComingSoonPanel title="Salary Punch In" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Salary Punch In' })).toBeInTheDocument();
    expect(screen.getByText('This section is coming soon.')).toBeInTheDocument();
  });
});
