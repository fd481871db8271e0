import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileNameOf } from '../lib/download';
import { saveSession } from '../lib/session';
import { ExportButtons } from './export-buttons';

afterEach(() => vi.restoreAllMocks());

describe('export buttons', () => {
  it('reads the UTF-8 file name first, then the plain one, then the fallback', () => {
    expect(fileNameOf(`attachment; filename="a-b.csv"; filename*=UTF-8''%E0%A4%85.csv`, 'x.csv')).toBe(
      'अ.csv',
    );
    expect(fileNameOf('attachment; filename="plain.xlsx"', 'x.csv')).toBe('plain.xlsx');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });

  it('downloads the filtered view with the bearer token and saves it under the server name', async () => {
    saveSession('tok-123', { _id: 'u', id: 'u', name: 'A', email: 'a@example.com', role: 'Admin' });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('\uFEFFEmployee\r\n', {
        headers: { 'Content-Disposition': 'attachment; filename="attendance-sheet-2026-11.csv"' },
      }),
    );
    const created = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <ExportButtons
        label="attendance sheet"
        fallbackName="attendance-sheet"
        pathFor={(format) => `/admin/attendance-sheet/export?format=${format}&month=2026-11`}
      />,
    );
    expect(screen.getByRole('group', { name: 'Export attendance sheet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export attendance sheet as CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/attendance-sheet/export?format=csv&month=2026-11');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-123');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('attendance-sheet-2026-11.csv');
    expect(screen.getByRole('button', { name: 'Export attendance sheet as Excel (.xlsx)' })).toBeEnabled();
  });
});
