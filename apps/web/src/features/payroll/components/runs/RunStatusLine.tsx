import type { PayrollRunStatus } from '@hrms/shared';
import { Badge } from '../../../../components/ui/badge';
import { formatDateDMY } from '../../../../lib/format';

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** The run's state in words: what the card's buttons will act on (issue 40). */
export function runStatusText(status: PayrollRunStatus): string {
  const { label, state, finalised, paid, records } = status;
  const on = (date: string | null) => (date ? ` on ${formatDateDMY(date)}` : '');
  switch (state) {
    case 'draft':
      return `${label}: draft. No salary slips generated yet.`;
    case 'generated':
      return `${label}: generated${on(status.generatedOn)} and locked for ${people(finalised)}${
        paid > 0 ? `; ${paid} of ${finalised} paid` : '; not paid yet'
      }.`;
    case 'paid':
      return `${label}: paid${on(status.paidOn)} (${people(finalised)}).`;
    case 'reopened':
      return `${label}: reopened. ${people(records)} have slips; attendance and leave may change until it is generated again.`;
  }
}

const BADGE: Record<PayrollRunStatus['state'], string> = {
  draft: 'Draft',
  generated: 'Generated and locked',
  paid: 'Paid',
  reopened: 'Reopened',
};

export function RunStatusLine({ status }: { status: PayrollRunStatus | undefined }) {
  if (!status) return null;
  return (
    <p role="status" aria-label="Payroll run state" className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={status.state === 'paid' ? 'default' : 'outline'}>{BADGE[status.state]}</Badge>
      <span>{runStatusText(status)}</span>
    </p>
  );
}
