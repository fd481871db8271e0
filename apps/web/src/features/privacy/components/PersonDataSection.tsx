import { useState } from 'react';
import { Download } from 'lucide-react';
import { PRIVACY_MESSAGES } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { toast } from '../../../lib/toast';
import { downloadDataExport } from '../api/data-export';

export interface PersonDataSectionProps {
  personId: string;
  personName: string;
  /** The page shows the signed-in person's own details. */
  isOwn: boolean;
}

/**
 * 'Download my data' on one's own details page (HR and Admin: 'Download data' on anyone's): a ZIP of the
 * profile, attendance, leave, salary records and payslips (docs/privacy.md). The server records each download.
 */
export function PersonDataSection({ personId, personName, isOwn }: PersonDataSectionProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadDataExport(personId, isOwn);
      toast.success(`Downloaded ${name}.`);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : PRIVACY_MESSAGES.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionCard
      title={isOwn ? 'Your Data' : 'Personal Data'}
      description={
        isOwn
          ? 'A ZIP of your profile, attendance, leave, salary records, payslips and documents.'
          : `A ZIP of what the organisation holds on ${personName} (downloads are recorded in the audit log).`
      }
    >
      <div>
        <Button variant="outline" loading={busy} disabled={busy} onClick={() => void run()}>
          {busy ? null : <Download className="size-4" aria-hidden="true" />}
          {isOwn ? 'Download my data' : 'Download data'}
        </Button>
      </div>
    </SectionCard>
  );
}
