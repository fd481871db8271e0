import { useState, type FormEvent } from 'react';
import { RECORDED_EXIT_KINDS, type Exit } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useAcceptExit, useRecordExit, useResign } from '../api/mutations';

export const failed = (error: unknown) =>
  toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong.');

export function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" required value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function ReasonField({
  id,
  label,
  value,
  onChange,
  required = true,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        required={required}
        rows={2}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The person's own resignation: the last working day they wish and a reason. */
export function ResignForm() {
  const resign = useResign();
  const [lastWorkingDay, setLastDay] = useState('');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    resign.mutate(
      { lastWorkingDay, reason },
      { onSuccess: () => toast.success('Resignation submitted.'), onError: failed },
    );
  };
  return (
    <form className="grid gap-3 sm:max-w-md" onSubmit={submit} aria-label="Resign">
      <DateField
        id="resign-last-day"
        label="Last working day you wish"
        value={lastWorkingDay}
        onChange={setLastDay}
      />
      <ReasonField id="resign-reason" label="Reason" value={reason} onChange={setReason} />
      <div>
        <Button type="submit" variant="destructive" loading={resign.isPending}>
          Resign
        </Button>
      </div>
    </form>
  );
}

/** HR or an Admin records a termination, retirement, death or end of contract. */
export function RecordExitForm({ personId }: { personId: string }) {
  const record = useRecordExit(personId);
  const [kind, setKind] = useState<(typeof RECORDED_EXIT_KINDS)[number]>('Termination');
  const [lastWorkingDay, setLastDay] = useState('');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { kind, lastWorkingDay, reason },
      { onSuccess: () => toast.success('Exit recorded.'), onError: failed },
    );
  };
  return (
    <form className="grid gap-3 sm:max-w-md" onSubmit={submit} aria-label="Exit">
      <div className="grid gap-1.5">
        <Label htmlFor="exit-kind">Kind of exit</Label>
        <NativeSelect id="exit-kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
          {RECORDED_EXIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DateField id="exit-last-day" label="Last working day" value={lastWorkingDay} onChange={setLastDay} />
      <ReasonField id="exit-reason" label="Reason" value={reason} onChange={setReason} />
      <div>
        <Button type="submit" variant="destructive" loading={record.isPending}>
          Record exit
        </Button>
      </div>
    </form>
  );
}

/** Accept a submitted resignation with the last working day; the notice shortfall's recovery may be waived. */
export function AcceptExitForm({ exit }: { exit: Exit }) {
  const accept = useAcceptExit();
  const [lastWorkingDay, setLastDay] = useState(exit.requestedLastDay);
  const [waive, setWaive] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(
      { id: exit.id, body: { lastWorkingDay, waiveRecoveryReason: waive.trim() || null } },
      { onSuccess: () => toast.success('Exit accepted.'), onError: failed },
    );
  };
  return (
    <form className="grid gap-3 sm:max-w-md" onSubmit={submit} aria-label="Accept resignation">
      <DateField id="accept-last-day" label="Last working day" value={lastWorkingDay} onChange={setLastDay} />
      {exit.shortfallDays > 0 ? (
        <ReasonField
          id="accept-waive"
          label={`Waive the recovery of ${exit.shortfallDays} day(s) short of notice (reason, optional)`}
          value={waive}
          onChange={setWaive}
          required={false}
        />
      ) : null}
      <div>
        <Button type="submit" loading={accept.isPending}>
          Accept resignation
        </Button>
      </div>
    </form>
  );
}
