import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PART_A_MESSAGES, type PartAReport } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { Form130PartAPanel } from './Form130PartAPanel';

const report: PartAReport = {
  year: 2025,
  label: '2025-26',
  files: 4,
  matched: [
    {
      personId: 'p1',
      employeeId: 'EMP-0003',
      name: 'Asha Rao',
      pan: 'XXXXXX234F',
      fileName: 'XXXXXX234F_MUMA12345B_2026-27.pdf',
      pages: 2,
      replaced: true,
    },
  ],
  unmatched: [
    { fileName: 'summary.pdf', reason: 'no-pan' },
    { fileName: 'XXXXXX999Z.pdf', reason: 'nobody' },
  ],
  duplicates: [
    { fileName: 'XXXXXX234F-copy.pdf', keptFileName: 'XXXXXX234F_MUMA12345B_2026-27.pdf', name: 'Asha Rao' },
  ],
};

describe('Form130PartAPanel', () => {
  it('uploads the chosen files for the last tax year and shows the match report', async () => {
    const { calls } = stubFetch((call) => {
      if (call.url.includes('/api/hr/tax-forms/form130/part-a') && call.method === 'POST')
        return jsonResponse(report);
      if (call.url.includes('/api/hr/tax-forms/form130/part-a?year=2025'))
        return jsonResponse({ year: 2025, label: '2025-26', files: [] });
      return undefined;
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Form130PartAPanel role="HR" year={2026} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Part A on file for 0 people in 2025-26.')).toBeInTheDocument();
    const upload = screen.getByRole('button', { name: 'Upload Part A' });
    expect(upload).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('Part A files from TRACES (PDFs or a ZIP)'), [
      new File(['%PDF-1.7'], 'ABCDE1234F_MUMA12345B_2026-27.pdf', { type: 'application/pdf' }),
      new File(['PK'], 'TRACES.zip', { type: 'application/zip' }),
    ]);
    await userEvent.click(upload);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST')!.body as FormData;
    expect(sent.get('year')).toBe('2025');
    expect(sent.getAll('files').map((file) => (file as File).name)).toEqual([
      'ABCDE1234F_MUMA12345B_2026-27.pdf',
      'TRACES.zip',
    ]);
    expect(await screen.findByText('Matched 1 of 4 files for 2025-26 (1 replaced).')).toBeInTheDocument();
    expect(screen.getByText(`summary.pdf: ${PART_A_MESSAGES.reasons['no-pan']}`)).toBeInTheDocument();
    expect(screen.getByText(`XXXXXX999Z.pdf: ${PART_A_MESSAGES.reasons.nobody}`)).toBeInTheDocument();
    expect(
      screen.getByText('XXXXXX234F-copy.pdf: Asha Rao already has XXXXXX234F_MUMA12345B_2026-27.pdf'),
    ).toBeInTheDocument();
  });
});
