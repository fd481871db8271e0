import { useRef, useState } from 'react';
import type { PayrollPreviewProgress } from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { usePayrollPreview } from '../api/payroll-runs';

/** The register preview with its progress (payroll_preview_progress events of this preview only). */
export function useRegisterPreview() {
  const preview = usePayrollPreview();
  const current = useRef<string | null>(null);
  const [progress, setProgress] = useState<PayrollPreviewProgress | null>(null);
  useServerEvent('payroll_preview_progress', (event) => {
    if (event.previewId === current.current) setProgress(event);
  });
  const run = (
    input: {
      employeeIds: string[];
      month: string;
      departmentId?: string;
      locationId?: string;
      subtotals?: 'true';
    },
    onError: (error: unknown) => void,
  ) => {
    const previewId = crypto.randomUUID();
    current.current = previewId;
    setProgress(null);
    preview.mutate({ ...input, previewId }, { onError });
  };
  return { run, register: preview.data ?? null, pending: preview.isPending, progress };
}
