import { useState, type FormEvent } from 'react';
import {
  DEVICE_COMMAND_KINDS,
  DEVICE_COMMAND_LABELS,
  DEVICE_COMMAND_MESSAGES as C,
  type DeviceCommandKind,
  type QueueDeviceCommandRequest,
} from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { usePeopleList } from '../../../lib/people-list';
import { toast } from '../../../lib/toast';
import { useQueueCommand } from '../api/commands';

/** The body of the chosen command, or null while a field it needs is empty. */
function bodyOf(
  kind: DeviceCommandKind,
  fields: { employeeId: string; pin: string; from: string },
): QueueDeviceCommandRequest | null {
  switch (kind) {
    case 'userInfo':
      return fields.employeeId ? { kind, employeeId: fields.employeeId } : null;
    case 'deleteUser':
      return fields.pin ? { kind, pin: fields.pin } : null;
    case 'queryAttlog':
      return fields.from ? { kind, from: fields.from } : null;
    case 'reboot':
    case 'setTime':
      return { kind };
  }
}

/** Queue a command for one device: it is fetched on the device's next poll. */
export function QueueCommandForm({ deviceId }: { deviceId: string }) {
  const [kind, setKind] = useState<DeviceCommandKind>('userInfo');
  const [employeeId, setEmployeeId] = useState('');
  const [pin, setPin] = useState('');
  const [from, setFrom] = useState('');
  const people = usePeopleList('Admin');
  const queue = useQueueCommand(deviceId);
  const body = bodyOf(kind, { employeeId, pin, from });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    queue.mutate(body, {
      onSuccess: () => toast.success(C.queued),
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <form
      aria-label="Queue a command"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <div className="grid gap-1">
        <Label htmlFor={`command-kind-${deviceId}`}>Command</Label>
        <NativeSelect
          id={`command-kind-${deviceId}`}
          value={kind}
          onChange={(e) => setKind(e.target.value as DeviceCommandKind)}
        >
          {DEVICE_COMMAND_KINDS.map((k) => (
            <option key={k} value={k}>
              {DEVICE_COMMAND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {kind === 'userInfo' ? (
        <div className="grid gap-1">
          <Label htmlFor={`command-person-${deviceId}`}>Person</Label>
          <NativeSelect
            id={`command-person-${deviceId}`}
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
      ) : kind === 'deleteUser' ? (
        <div className="grid gap-1">
          <Label htmlFor={`command-pin-${deviceId}`}>Device user id (PIN)</Label>
          <Input
            id={`command-pin-${deviceId}`}
            value={pin}
            maxLength={24}
            onChange={(e) => setPin(e.target.value)}
            required
          />
        </div>
      ) : kind === 'queryAttlog' ? (
        <div className="grid gap-1">
          <Label htmlFor={`command-from-${deviceId}`}>Logs from</Label>
          <Input
            id={`command-from-${deviceId}`}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            required
          />
        </div>
      ) : (
        <div aria-hidden="true" />
      )}
      <Button type="submit" disabled={!body || queue.isPending}>
        Queue command
      </Button>
    </form>
  );
}
