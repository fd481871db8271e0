import { useState } from 'react';
import {
  LETTER_KIND_LABELS,
  LIFECYCLE_LETTER_KINDS,
  LIFECYCLE_MESSAGES,
  type LifecycleLetterKind,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../lib/toast';
import { useIssueLetter } from '../api/mutations';
import { failed } from './failed';

/** HR and Admin on someone else's page: issue a letter from its template into the person's documents. */
export function IssueLetterForm({ personId }: { personId: string }) {
  const issue = useIssueLetter();
  const [kind, setKind] = useState<LifecycleLetterKind>('offer');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor="issue-letter-kind">Issue a letter</Label>
        <NativeSelect
          id="issue-letter-kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as LifecycleLetterKind)}
        >
          {LIFECYCLE_LETTER_KINDS.map((k) => (
            <option key={k} value={k}>
              {LETTER_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        variant="outline"
        loading={issue.isPending}
        onClick={() =>
          issue.mutate(
            { id: personId, kind },
            { onSuccess: () => toast.success(LIFECYCLE_MESSAGES.issued), onError: failed },
          )
        }
      >
        Issue
      </Button>
    </div>
  );
}
