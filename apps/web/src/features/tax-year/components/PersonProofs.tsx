import type { Role, TaxSection } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { downloadPersonForm12bb, usePersonProofs } from '../api/proofs';
import { ProofList } from './ProofList';

type StaffRole = Extract<Role, 'Admin' | 'HR'>;

/** The files a person attached, beside the lines HR verifies, and their Form 12BB (Admin, HR). */
export function PersonProofs({
  role,
  personId,
  year,
  sections,
}: {
  role: StaffRole;
  personId: string;
  year: number;
  sections: readonly TaxSection[];
}) {
  const query = usePersonProofs(role, personId);
  return (
    <div className="grid gap-2 border-t pt-3">
      <h3 className="text-sm font-semibold">Proofs</h3>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading their proofs
        </p>
      ) : query.isError ? (
        <p className="text-sm text-destructive">{query.error.message}</p>
      ) : (
        <ProofList proofs={query.data.proofs} sections={sections} />
      )}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void downloadPersonForm12bb(role, personId, year).catch((error: Error) =>
              toast.error(error.message),
            )
          }
        >
          Download Form 12BB
        </Button>
      </div>
    </div>
  );
}
