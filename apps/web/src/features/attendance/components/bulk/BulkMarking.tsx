import { useState } from 'react';
import type { Role } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { BulkMarkDialog } from './BulkMarkDialog';
import { GoLiveForm } from './GoLiveForm';
import { ImportAttendance } from './ImportAttendance';

/** Admin and HR: the Bulk mark dialog and the CSV import; the Admin also sets the go-live date (issue 40). */
export function BulkMarking({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-4">
      {role === 'Admin' ? <GoLiveForm /> : null}
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Bulk mark
        </Button>
      </div>
      <ImportAttendance role={role} />
      {open ? <BulkMarkDialog role={role} open={open} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
