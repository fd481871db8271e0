import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { PAYROLL_MESSAGES, type Role, type SalaryBatchProgress, type SalaryRecord } from '@hrms/shared';
import { useServerEvent } from '../../../lib/realtime';
import { payrollKeys } from '../api/keys';

export type BatchMap = Record<string, SalaryBatchProgress>;

/** Puts a record on top of a list, replacing the older copy of the same record (regeneration keeps its id). */
export function prependRecord(
  list: SalaryRecord[] | undefined,
  record: SalaryRecord,
): SalaryRecord[] | undefined {
  return list ? [record, ...list.filter((item) => item._id !== record._id)] : list;
}

/**
 * Spec section 4: a new salary record is prepended with an info toast. Admin also follows the batches
 * they started (salary_batch_progress) and reloads the all-salaries list as slips arrive.
 * Mount once per visible screen that shows salaries (and on Home, so the toast is seen there).
 */
export function useSalaryLiveUpdates(user: { id: string }, role: Role): void {
  const queryClient = useQueryClient();

  // Payloads arrive checked against the shared schemas (lib/realtime).
  useServerEvent('new_salary_record', (record) => {
    if (record.employeeId !== user.id) return;
    queryClient.setQueryData<SalaryRecord[]>(payrollKeys.mine(user.id), (list) =>
      prependRecord(list, record),
    );
    toast.info(PAYROLL_MESSAGES.newSlip);
  });

  // Issue 22: a record marked paid changes in place (the person's list; the Admin's reloads).
  useServerEvent('salary_status_updated', (record) => {
    if (record.employeeId === user.id)
      queryClient.setQueryData<SalaryRecord[]>(payrollKeys.mine(user.id), (list) =>
        list?.map((item) => (item._id === record._id ? record : item)),
      );
  });

  useServerEvent('salary_batch_progress', (progress) => {
    if (role !== 'Admin') return;
    queryClient.setQueryData<BatchMap>(payrollKeys.batches, (batches) => ({
      ...batches,
      [progress.batchId]: progress,
    }));
    void queryClient.invalidateQueries({ queryKey: payrollKeys.everyone });
    if (!progress.finished) return;
    // The Payroll Run card's state: generated and locked now (issue 40).
    void queryClient.invalidateQueries({ queryKey: [...payrollKeys.all, 'run-status'] });
    if (progress.failed) toast.error(PAYROLL_MESSAGES.generateFailed);
    else toast.success(PAYROLL_MESSAGES.batchDone(progress.done, progress.month));
  });
}
