import { useState } from 'react';
import type { Role } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { BulkMarkDialog } from './BulkMarkDialog';
import { GoLiveForm } from './GoLiveForm';

/** Admin and HR: the Bulk mark dialog; the Admin also sets the go-live date (issue 40). */
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
      {open ? <BulkMarkDialog role={role} open={open} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
