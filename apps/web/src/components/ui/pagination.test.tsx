import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDigits, setLanguage } from '../../lib/i18n/store';
import { ExportButtons } from '../export-buttons';
import { Pagination } from './pagination';

afterEach(async () => {
  setDigits('latin');
  await setLanguage('en', false);
});

describe('the shared table pieces by language', () => {
  it("pages in the spec's English: Previous, Page x of y, Next", () => {
    const go = vi.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={go} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('PreviousPage 2 of 3Next');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(go).toHaveBeenCalledWith(3);
  });

  it("pages in Hindi, the page numbers in the organisation's Devanagari digits", async () => {
    await setLanguage('hi', false);
    setDigits('devanagari');
    const go = vi.fn();
    render(<Pagination page={2} pageCount={12} onPageChange={go} />);
    const nav = screen.getByRole('navigation', { name: 'पृष्ठ' });
    expect(nav).toHaveTextContent('पिछला१२ में से पृष्ठ २अगला');
    fireEvent.click(screen.getByRole('button', { name: 'पिछला' }));
    expect(go).toHaveBeenCalledWith(1);
  });

  it('names the export buttons in Marathi, the formats as their names', async () => {
    await setLanguage('mr', false);
    render(
      <ExportButtons label="वेतन इतिहास" fallbackName="salary" pathFor={(format) => `/x?format=${format}`} />,
    );
    expect(screen.getByRole('group', { name: 'वेतन इतिहास निर्यात करा' })).toHaveTextContent('निर्यात');
    expect(screen.getByRole('button', { name: 'वेतन इतिहास CSV मध्ये निर्यात करा' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'वेतन इतिहास Excel (.xlsx) मध्ये निर्यात करा' })).toBeEnabled();
  });
});
