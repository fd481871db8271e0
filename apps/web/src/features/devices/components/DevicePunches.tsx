import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { DEVICE_MESSAGES as M } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { ListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { usePeopleList } from '../../../lib/people-list';
import { useServerEvent } from '../../../lib/realtime';
import { toast } from '../../../lib/toast';
import { deviceKeys, devicePunchesQuery, useMapPin } from '../api/devices';

/** Map a waiting PIN to a person; its punches are applied at once. */
function MapPin({ pin }: { pin: string }) {
  const people = usePeopleList('Admin');
  const [employeeId, setEmployeeId] = useState('');
  const map = useMapPin();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    map.mutate(
      { pin, employeeId },
      { onSuccess: () => toast.success(M.mapped), onError: (error) => toast.error(error.message) },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={`map-${pin}`} className="text-xs">
          Person for PIN {pin}
        </Label>
        <NativeSelect
          id={`map-${pin}`}
          value={employeeId}
          onChange={(e) => setEmployeeId(e.target.value)}
          required
        >
          <option value="">Choose…</option>
          {(people.data ?? []).map((person) => (
            <option key={person._id} value={person._id}>
              {person.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" size="sm" disabled={!employeeId || map.isPending}>
        Map
      </Button>
    </form>
  );
}

/** The last punches received, live: matched to a person, or waiting for their PIN to be mapped. */
export function DevicePunches() {
  const query = useQuery(devicePunchesQuery);
  const client = useQueryClient();
  useServerEvent('attendance_updated', () => void client.invalidateQueries({ queryKey: deviceKeys.all }));
  const waiting = [...new Set((query.data ?? []).filter((p) => !p.employeeId).map((p) => p.pin))];
  return (
    <ListState
      query={query}
      loading="Loading punches"
      empty="No punches received yet."
      isEmpty={query.data?.length === 0}
      icon={Clock}
    >
      {() => (
        <div className="grid gap-4">
          {waiting.length > 0 ? (
            <div className="grid gap-3 rounded-lg border border-dashed p-3">
              <p className="text-sm">
                Punches from device user ids (PINs) that match nobody wait here until mapped.
              </p>
              {waiting.map((pin) => (
                <MapPin key={pin} pin={pin} />
              ))}
            </div>
          ) : null}
          <Table aria-label="Last punches received">
            <TableHeader>
              <TableRow>
                <TableHead>Time</TableHead>
                <TableHead>Person</TableHead>
                <TableHead>PIN</TableHead>
                <TableHead>Device</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.data!.map((punch) => (
                <TableRow key={punch._id}>
                  <TableCell data-label="Time">{punch.time}</TableCell>
                  <TableCell data-label="Person">{punch.employeeName ?? 'Not mapped'}</TableCell>
                  <TableCell data-label="PIN">{punch.pin}</TableCell>
                  <TableCell data-label="Device">{punch.serialNumber}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </ListState>
  );
}
