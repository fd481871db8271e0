import { useState } from 'react';
import { formatRupees, STAFF_ROLES, type Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { downloadFile } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { bankFilePath, useSeparatePayments } from '../api/advances';

/**
 * HR and Admin on the Claims tab: the advances and loans approved to be paid separately and not yet marked paid,
 * with the bank file (the payroll bank file's layout) to download; a person without usable bank details is listed
 * with the problem, outside the file. Hidden while nothing waits (docs/claims.md "Paid separately: the bank file").
 */
export function SeparatePayments({ role }: { role: Role }) {
  const staff = STAFF_ROLES.includes(role);
  const toPay = useSeparatePayments({ enabled: staff });
  const [busy, setBusy] = useState(false);
  const data = toPay.data;
  if (!staff || !data || data.payments.length === 0) return null;
  const problems = data.payments.filter((p) => p.problem !== null);
  const download = () => {
    setBusy(true);
    downloadFile(bankFilePath(), 'bank-transfer-advances.csv')
      .then(
        (name) => toast.success(`Downloaded ${name}.`),
        (e: Error) => toast.error(e.message),
      )
      .finally(() => setBusy(false));
  };
  return (
    <SectionCard
      title="Paid separately"
      description="Advances and loans approved to be paid by bank transfer. Upload the file to the bank, then mark each paid on the person's page."
    >
      <div className="grid gap-3">
        <p className="text-sm" data-testid="bank-file-summary">
          {data.count === 1 ? '1 payment' : `${data.count} payments`}, {formatRupees(data.total)} in the bank
          file.
        </p>
        {problems.length > 0 && (
          <div className="grid gap-1">
            <p className="text-sm font-medium">Not in the file</p>
            <ul className="grid gap-1 text-sm text-destructive" aria-label="Not in the file">
              {problems.map((p) => (
                <li key={p.advanceId}>
                  {p.employeeName} · {p.kind} of {formatRupees(p.amount)}: {p.problem}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <Button onClick={download} disabled={busy || data.count === 0}>
            Download bank file
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}
