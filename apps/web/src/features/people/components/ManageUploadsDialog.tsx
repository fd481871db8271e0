import { toast } from '../../../lib/toast';
import {
  DOCUMENT_KEYS,
  DOCUMENT_LABELS,
  PEOPLE_MESSAGES,
  documentStatus,
  type DocumentKey,
  type DocumentStatus,
  type Employee,
} from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useGrantReupload } from '../api/use-grant-reupload';
import { FileLink } from './FileLink';

const STATUS_VARIANT: Record<DocumentStatus, 'success' | 'warning' | 'outline'> = {
  'Not Uploaded': 'outline',
  Uploaded: 'success',
  'Re-upload Granted': 'warning',
};

/** Manage Uploads (Admin): Document, Status, Current File, Actions (grant re-upload). */
export function ManageUploadsDialog({
  employee,
  onClose,
}: {
  employee: Employee | null;
  onClose: () => void;
}) {
  const grant = useGrantReupload();
  const details = employee?.additionalDetails;
  const onGrant = (field: DocumentKey) => {
    if (!employee) return;
    grant.mutate(
      { employeeId: employee._id, field },
      {
        onSuccess: () => toast.success(PEOPLE_MESSAGES.accessGranted(DOCUMENT_LABELS[field])),
        onError: (error) => toast.error(PEOPLE_MESSAGES.grantFailed, { description: error.message }),
      },
    );
  };
  return (
    <Dialog open={employee !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Manage Uploads</DialogTitle>
          <DialogDescription>
            {employee ? `${employee.name} (${employee.employeeId})` : ''}
            {details?.personalEmail ? ` · personal email ${details.personalEmail}` : ''}
          </DialogDescription>
        </DialogHeader>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Document</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden sm:table-cell">Current File</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {DOCUMENT_KEYS.map((key) => {
              const status = documentStatus(details, key);
              const file = details?.[key];
              return (
                <TableRow key={key} data-testid={`upload-row-${key}`}>
                  <TableCell className="font-medium">
                    {DOCUMENT_LABELS[key]}
                    {file ? (
                      <span className="block max-w-40 text-xs font-normal sm:hidden">
                        <FileLink href={file.path} name={file.originalName} />
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>
                  </TableCell>
                  <TableCell className="hidden max-w-48 sm:table-cell">
                    {file ? <FileLink href={file.path} name={file.originalName} /> : '--'}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={status !== 'Uploaded' || grant.isPending}
                      loading={grant.isPending && grant.variables?.field === key}
                      onClick={() => onGrant(key)}
                      aria-label={`Grant re-upload of ${DOCUMENT_LABELS[key]}`}
                    >
                      <span className="sm:hidden">Grant</span>
                      <span className="hidden sm:inline">Grant Re-upload</span>
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
}
