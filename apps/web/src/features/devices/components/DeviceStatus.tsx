import { useQuery } from '@tanstack/react-query';
import { ListChecks, TriangleAlert } from 'lucide-react';
import { DEVICE_COMMAND_LABELS, type Device, type DeviceCommand } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { toast } from '../../../lib/toast';
import { deviceCommandsQuery, deviceErrorsQuery, useCancelCommand } from '../api/commands';
import { QueueCommandForm } from './QueueCommandForm';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN') : '');

const STATE_LABELS: Record<DeviceCommand['state'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};
const STATE_VARIANTS = {
  queued: 'outline',
  sent: 'secondary',
  done: 'success',
  failed: 'warning',
  cancelled: 'outline',
} as const;

function Commands({ deviceId }: { deviceId: string }) {
  const query = useQuery(deviceCommandsQuery(deviceId));
  const cancel = useCancelCommand(deviceId);
  return (
    <ListState
      query={query}
      loading="Loading commands"
      empty="No commands yet."
      isEmpty={query.data?.length === 0}
      icon={ListChecks}
    >
      {() => (
        <ul className="grid gap-2" aria-label="Commands">
          {query.data!.map((command) => (
            <li key={command._id} className="grid gap-1 rounded-md border p-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {DEVICE_COMMAND_LABELS[command.kind]}
                  {command.employeeName ? `: ${command.employeeName}` : ''}
                </span>
                <Badge variant={STATE_VARIANTS[command.state]}>
                  {STATE_LABELS[command.state]}
                  {command.state === 'failed' ? ` (code ${command.returnCode})` : ''}
                </Badge>
              </div>
              <code className="break-all text-xs text-muted-foreground">
                C:{command._id}:{command.command}
              </code>
              <span className="text-xs text-muted-foreground">
                Queued {when(command.queuedAt)}
                {command.queuedBy ? ` by ${command.queuedBy}` : ''}
                {command.sentAt ? ` · sent ${when(command.sentAt)}` : ''}
                {command.answeredAt ? ` · answered ${when(command.answeredAt)}` : ''}
              </span>
              {command.state === 'queued' ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="justify-self-start"
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(command._id, {
                      onSuccess: () => toast.success('Command cancelled.'),
                      onError: (error) => toast.error(error.message),
                    })
                  }
                >
                  Cancel command {command._id}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

function ErrorLog({ deviceId }: { deviceId: string }) {
  const query = useQuery(deviceErrorsQuery(deviceId));
  return (
    <ListState
      query={query}
      loading="Loading the error log"
      empty="No malformed lines received."
      isEmpty={query.data?.length === 0}
      icon={TriangleAlert}
    >
      {() => (
        <ul className="grid gap-1 text-sm" aria-label="Error log">
          {query.data!.map((error, index) => (
            <li key={`${error.receivedAt}-${index}`} className="flex flex-wrap justify-between gap-x-3">
              <span className="break-all">{error.text}</span>
              <span className="text-xs text-muted-foreground">{when(error.receivedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

/** One device's status page: contact, records today, skew, its commands and its error log. */
export function DeviceStatus({ device, onClose }: { device: Device; onClose: () => void }) {
  const skew =
    device.skewSeconds === null ? 'Not measured yet' : `${Math.round(device.skewSeconds / 60)} min ahead`;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-muted-foreground">Last contact</dt>
        <dd>{device.lastSeenAt ? when(device.lastSeenAt) : 'Never'}</dd>
        <dt className="text-muted-foreground">Records today</dt>
        <dd>{device.punchesToday}</dd>
        <dt className="text-muted-foreground">Clock</dt>
        <dd>{skew}</dd>
        <dt className="text-muted-foreground">Refused lines</dt>
        <dd>{device.errors}</dd>
      </dl>
      <section className="grid gap-2" aria-labelledby={`commands-${device._id}`}>
        <h3 id={`commands-${device._id}`} className="font-medium">
          Commands
        </h3>
        <p className="text-sm text-muted-foreground">
          The device fetches queued commands when it next polls (every few seconds while it is online).
        </p>
        <QueueCommandForm deviceId={device._id} />
        <Commands deviceId={device._id} />
      </section>
      <section className="grid gap-2" aria-labelledby={`errors-${device._id}`}>
        <h3 id={`errors-${device._id}`} className="font-medium">
          Error log
        </h3>
        <ErrorLog deviceId={device._id} />
      </section>
      <Button variant="outline" className="justify-self-start" onClick={onClose}>
        Close status
      </Button>
    </div>
  );
}
