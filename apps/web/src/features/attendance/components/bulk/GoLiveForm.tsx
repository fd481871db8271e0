import { useEffect, useState } from 'react';
import { BULK_MARK_MESSAGES as M } from '@hrms/shared';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../lib/toast';
import { useGoLive, useSaveGoLive } from '../../api/go-live';

/**
 * Admin: the organisation's go-live date (issue 40). Working days before it that nobody marked are paid
 * as present, and the absentee run leaves them alone; empty = the spec's behaviour.
 */
export function GoLiveForm() {
  const current = useGoLive().data;
  const save = useSaveGoLive();
  const [value, setValue] = useState('');
  useEffect(() => setValue(current?.goLive ?? ''), [current]);
  const submit = (goLive: string | null) =>
    save.mutate(
      { goLive },
      {
        onSuccess: () => toast.success(M.goLiveSaved),
        onError: (error) => toast.error('Failed to save the go-live date.', { description: error.message }),
      },
    );
  return (
    <form
      noValidate
      aria-label="Go-live date"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit(value === '' ? null : value);
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="go-live-date">Go-live date</Label>
        <Input
          id="go-live-date"
          type="date"
          className="w-44"
          value={value}
          disabled={!current || save.isPending}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" loading={save.isPending} disabled={!current}>
        Save go-live date
      </Button>
      <p className="basis-full text-sm text-muted-foreground">
        Working days before this date that nobody marked are paid as present (the payslip says so). Leave it
        empty to pay only the days recorded.
      </p>
    </form>
  );
}
