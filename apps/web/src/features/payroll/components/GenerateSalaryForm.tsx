import {
  cutQuery,
  StructureCutFilters,
  useStructured,
  type StructureCut,
} from '../../../components/structure-cut';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import {
  PAYROLL_MESSAGES,
  generateSalaryFormSchema,
  parsePayPeriod,
  type SalaryBatchProgress,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api';
import { SUBMIT_ONLY, firstErrorMessage } from '../../../lib/form';
import { useGenerateSalaries } from '../api/generate-salaries';
import { payrollKeys } from '../api/keys';
import { usePeopleList, useRecentLeavers } from '../../../lib/people-list';
import { useOrgToday } from '../../../lib/org-clock';
import { formatDateDMY } from '../../../lib/format';
import type { BatchMap } from '../hooks/use-salary-live-updates';
import { EmployeeMultiSelect } from './EmployeeMultiSelect';
import { useRegisterPreview } from '../hooks/use-register-preview';
import { PayrollRegisterView } from './runs/PayrollRegisterView';

/** The server's own message for a refused request (4xx); the spec's generic text otherwise. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : PAYROLL_MESSAGES.generateFailed;
}

const EMPTY = { employeeIds: [] as string[], month: '' };

/** What Generate will do, said before it is done (issue 40): it finalises the month. */
export function generateConfirmation(month: string, people: number): string {
  const period = parsePayPeriod(month);
  const label = period?.label ?? month;
  const monthName = label.split(' ')[0];
  return `This will generate and lock ${label} payroll for ${people} ${people === 1 ? 'person' : 'people'}. Attendance and leave for ${monthName} can then not be changed without reopening.`;
}

/** Admin: pick people and a pay period ('October 2025'); slips are generated in the background. */
export function GenerateSalaryForm() {
  const current = usePeopleList('Admin');
  // Issue 43: who left this month or last may be paid a settlement with the run (the server says when not).
  const leavers = useRecentLeavers('Admin', useOrgToday());
  const payees = {
    ...current,
    data: current.data && [
      ...current.data,
      ...(leavers.data ?? []).map((p) => ({ ...p, name: `${p.name} (left ${formatDateDMY(p.leftOn!)})` })),
    ],
  };
  const generate = useGenerateSalaries();
  const queryClient = useQueryClient();
  // Sent as typed (raw): the server reads the pay period with the same schema.
  const form = useForm({
    ...SUBMIT_ONLY,
    resolver: zodResolver(generateSalaryFormSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const problem = firstErrorMessage(form.formState.errors);
  // Issue 22: the register of the same people and period, computed and not saved.
  const preview = useRegisterPreview();
  // Issue 42: the preview cut by department and location, with subtotals once a structure exists.
  const [cut, setCut] = useState<StructureCut>({});
  const structured = useStructured();
  const runPreview = form.handleSubmit(
    ({ employeeIds, month }) =>
      preview.run({ employeeIds, month, ...cutQuery(cut, structured) }, (error) =>
        toast.error(failureMessage(error)),
      ),
    (errors) => toast.error(firstErrorMessage(errors) ?? PAYROLL_MESSAGES.generateEmpty),
  );

  // The validated request waits here for the Admin's confirmation.
  const [confirming, setConfirming] = useState<{ employeeIds: string[]; month: string } | null>(null);
  const submit = form.handleSubmit(
    (values) => setConfirming(values),
    (errors) => toast.error(firstErrorMessage(errors) ?? PAYROLL_MESSAGES.generateEmpty),
  );
  const confirmGenerate = () => {
    if (!confirming) return;
    const { employeeIds, month } = confirming;
    generate.mutate(
      { employeeIds, month },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          const started: SalaryBatchProgress = {
            batchId: answer.batchId,
            month: parsePayPeriod(month)!.label,
            done: 0,
            total: new Set(employeeIds).size,
            finished: false,
            failed: false,
          };
          queryClient.setQueryData<BatchMap>(payrollKeys.batches, (batches) => ({
            ...batches,
            [answer.batchId]: { ...started, ...batches?.[answer.batchId] },
          }));
          form.reset(EMPTY);
        },
        onError: (error) => toast.error(failureMessage(error)),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 md:grid-cols-[minmax(0,1fr)_14rem_auto_auto] md:items-start"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="salary-employees">Employees</Label>
        <Controller
          control={form.control}
          name="employeeIds"
          render={({ field }) => (
            <EmployeeMultiSelect
              id="salary-employees"
              people={payees.data ?? []}
              loading={payees.isPending}
              selected={field.value}
              onChange={field.onChange}
              disabled={generate.isPending}
            />
          )}
        />
        {payees.isError ? <p className="text-sm text-destructive">Failed to fetch employee data.</p> : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="salary-period">Pay Period</Label>
        <Input
          id="salary-period"
          placeholder="October 2025"
          disabled={generate.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'salary-form-problem' : undefined}
          autoComplete="off"
          {...form.register('month')}
        />
      </div>
      <Button
        type="button"
        variant="outline"
        className="md:mt-6"
        loading={preview.pending}
        onClick={() => void runPreview()}
      >
        Preview
      </Button>
      <Button type="submit" className="md:mt-6" loading={generate.isPending}>
        {generate.isPending ? 'Generating...' : 'Generate Salary Slips'}
      </Button>
      {problem ? (
        <p id="salary-form-problem" role="alert" className="text-sm text-destructive md:col-span-4">
          {problem}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Generate salary slips?"
        description={
          confirming ? generateConfirmation(confirming.month, new Set(confirming.employeeIds).size) : ''
        }
        confirmLabel="Generate and lock"
        pending={generate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmGenerate}
      />
      {structured ? (
        <div className="flex flex-wrap gap-3 md:col-span-4" role="group" aria-label="Preview by">
          <StructureCutFilters id="register" value={cut} onChange={setCut} />
        </div>
      ) : null}
      <BatchProgressList />
      {preview.pending && preview.progress ? (
        <p role="status" className="text-sm text-muted-foreground md:col-span-4">
          Computing the register: {preview.progress.done} of {preview.progress.total}...
        </p>
      ) : null}
      {preview.register ? (
        <div className="md:col-span-4">
          <PayrollRegisterView register={preview.register} />
        </div>
      ) : null}
    </form>
  );
}

/** Batches started in this visit, fed by salary_batch_progress events. */
function BatchProgressList() {
  const queryClient = useQueryClient();
  // Local state kept in the query cache (it outlives the tab); a refetch keeps what is there.
  const { data } = useQuery({
    queryKey: payrollKeys.batches,
    queryFn: () => queryClient.getQueryData<BatchMap>(payrollKeys.batches) ?? {},
    initialData: {} as BatchMap,
    staleTime: Infinity,
  });
  const batches = Object.values(data).reverse();
  if (batches.length === 0) return null;
  return (
    <ul aria-label="Salary slip batches" className="grid gap-2 md:col-span-4">
      {batches.map((batch) => {
        const percent = batch.total === 0 ? 100 : Math.round((batch.done / batch.total) * 100);
        const text = batch.failed
          ? `${batch.month}: stopped after ${batch.done} of ${batch.total}. ${PAYROLL_MESSAGES.generateFailed}`
          : batch.finished
            ? `${batch.month}: ${batch.done} of ${batch.total} slip(s) generated.`
            : `${batch.month}: generating ${batch.done} of ${batch.total}...`;
        return (
          <li key={batch.batchId} className="grid gap-1 text-sm">
            <span className={batch.failed ? 'text-destructive' : 'text-muted-foreground'}>{text}</span>
            <div
              role="progressbar"
              aria-label={`Salary slips for ${batch.month}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={batch.failed ? 'h-full bg-destructive' : 'h-full bg-primary transition-[width]'}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
