import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateDMY } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRehire } from '../api/mutations';
import { useEmploymentPeriods } from '../api/queries';
import { DateField, failed, ReasonField } from './ExitForms';

/** HR and Admin, on a former employee's page: rehire with a new joining date (a new employment period). */
export function RehireForm({ personId, personName }: { personId: string; personName: string }) {
  const rehire = useRehire(personId);
  const [joinedOn, setJoinedOn] = useState('');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rehire.mutate({ joinedOn, reason }, { onSuccess: () => toast.success('Rehired.'), onError: failed });
  };
  return (
    <form className="grid gap-3 sm:max-w-md" onSubmit={submit} aria-label="Rehire">
      <p className="text-sm text-muted-foreground">
        Rehiring {personName} starts a new employment period; this exit, its settlement and every record stay
        as they are.
      </p>
      <DateField id="rehire-joined-on" label="New joining date" value={joinedOn} onChange={setJoinedOn} />
      <ReasonField id="rehire-reason" label="Reason" value={reason} onChange={setReason} />
      <div>
        <Button type="submit" loading={rehire.isPending}>
          Rehire
        </Button>
      </div>
    </form>
  );
}

/** Earlier employment periods of a rehired person (nothing when there are none). */
export function EmploymentPeriods({ personId }: { personId: string }) {
  const query = useEmploymentPeriods(personId);
  if (!query.data || query.data.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      <h3 className="font-semibold">Earlier employment</h3>
      <ul className="grid gap-1" aria-label="Earlier employment periods">
        {query.data.map((period) => (
          <li key={period.joinedOn}>
            {formatDateDMY(period.joinedOn)} to {formatDateDMY(period.leftOn)}, rehired on{' '}
            {formatDateDMY(period.rehiredOn)}
          </li>
        ))}
      </ul>
    </div>
  );
}
