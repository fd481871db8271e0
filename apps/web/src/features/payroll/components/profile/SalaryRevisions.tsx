import { useState } from 'react';
import { TrendingUp } from 'lucide-react';
import type { SalaryRevision } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { renderListState } from '../../../../components/ui/list-state';
import { formatDateDMY, formatRupees } from '../../../../lib/format';
import { useSalaryRevisions } from '../../api/payroll-settings';
import { ReviseSalaryDialog } from './ReviseSalaryDialog';

export const REVISIONS_LOAD_FAILED = 'Could not load the salary revisions.';

function splitOf(revision: SalaryRevision): string {
  const own = revision.override;
  if (!own) return "Organisation's template";
  const parts = [
    own.basicPercent !== undefined ? `Basic ${own.basicPercent}%` : null,
    own.hraPercentOfBasic !== undefined ? `HRA ${own.hraPercentOfBasic}% of Basic` : null,
    own.allowances?.length ? `${own.allowances.length} allowance(s)` : null,
  ].filter(Boolean);
  return parts.length ? `Own: ${parts.join(', ')}` : "Organisation's template";
}

/** A person's salary revisions, newest first on screen; the Admin may add one. */
export function SalaryRevisions({
  personId,
  personName,
  canRevise,
}: {
  personId: string;
  personName: string;
  canRevise: boolean;
}) {
  const revisions = useSalaryRevisions(personId);
  const [open, setOpen] = useState(false);
  const state = renderListState({
    query: revisions,
    loading: 'Loading salary revisions',
    failed: REVISIONS_LOAD_FAILED,
    empty: 'No salary revisions yet: the base salary applies.',
    isEmpty: revisions.data?.length === 0,
    rows: 2,
  });
  return (
    <div className="grid gap-3">
      {state ?? (
        <ul aria-label="Salary revisions" className="grid gap-2">
          {[...revisions.data!].reverse().map((revision) => (
            <li
              key={revision.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-md border p-3 text-sm"
            >
              <span className="font-medium">From {formatDateDMY(revision.effectiveFrom)}</span>
              <span className="font-semibold tabular-nums">
                {formatRupees(revision.monthlyGross)} a month
              </span>
              <span className="basis-full text-muted-foreground">{splitOf(revision)}</span>
            </li>
          ))}
        </ul>
      )}
      {canRevise ? (
        <div>
          <Button type="button" variant="outline" onClick={() => setOpen(true)}>
            <TrendingUp className="size-4" aria-hidden="true" />
            Revise salary
          </Button>
          <ReviseSalaryDialog
            personId={personId}
            personName={personName}
            open={open}
            onClose={() => setOpen(false)}
          />
        </div>
      ) : null}
    </div>
  );
}
