import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { personPinQuery, useSetPersonPin } from '../api/review';

/**
 * The device user id (PIN) on the person's details page (HR and Admin, never on their own record): what the
 * biometric device knows them by. Unique: a PIN someone else holds is refused.
 */
export function PersonDevicePin({ personId, viewerRole }: { personId: string; viewerRole: 'Admin' | 'HR' }) {
  const query = useQuery(personPinQuery(viewerRole, personId));
  const save = useSetPersonPin(viewerRole, personId);
  const [pin, setPin] = useState('');
  useEffect(() => setPin(query.data?.pin ?? ''), [query.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(pin, {
      onSuccess: (saved) =>
        toast.success(
          saved.pin
            ? `Device user id saved${saved.applied ? `; ${saved.applied} waiting punch(es) applied` : ''}.`
            : 'Device user id cleared.',
        ),
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <SectionCard
      title="Biometric device"
      description="The user id (PIN) this person is enrolled with on the biometric devices. Empty: their employee number."
    >
      {query.isPending ? (
        <Spinner label="Loading the device user id" />
      ) : query.isError ? (
        <p role="alert">The device user id could not be loaded. {query.error.message}</p>
      ) : (
        <form aria-label="Device user id" onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor="device-pin">Device user id (PIN)</Label>
            <Input
              id="device-pin"
              value={pin}
              onChange={(e) => setPin(e.target.value)}
              maxLength={24}
              pattern="[A-Za-z0-9\-]*"
              className="w-48"
            />
          </div>
          <Button type="submit" variant="outline" disabled={save.isPending}>
            Save device user id
          </Button>
        </form>
      )}
    </SectionCard>
  );
}
