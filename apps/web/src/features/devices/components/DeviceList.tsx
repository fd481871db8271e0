import { useQuery } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import type { Device } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ListState } from '../../../components/ui/list-state';
import { devicesQuery } from '../api/devices';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN') : 'Never');

function Health({ device }: { device: Device }) {
  if (!device.lastSeenAt) return <Badge variant="outline">Waiting for first contact</Badge>;
  if (device.skewFlagged)
    return <Badge variant="warning">Clock {Math.round((device.skewSeconds ?? 0) / 60)} min fast</Badge>;
  return <Badge variant="success">Healthy</Badge>;
}

/** Each registered device: last contact, punches today, clock skew and refused lines; its status page. */
export function DeviceList({ onOpen }: { onOpen?: (device: Device) => void }) {
  const query = useQuery(devicesQuery);
  return (
    <ListState
      query={query}
      loading="Loading devices"
      empty="No devices registered yet."
      isEmpty={query.data?.length === 0}
      icon={Fingerprint}
    >
      {() => (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Registered devices">
          {query.data!.map((device) => (
            <li key={device._id} className="rounded-lg border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{device.name}</span>
                <Health device={device} />
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
                <dt>Serial</dt>
                <dd className="break-all">{device.serialNumber}</dd>
                {device.location ? (
                  <>
                    <dt>Location</dt>
                    <dd>{device.location}</dd>
                  </>
                ) : null}
                <dt>Last seen</dt>
                <dd>{when(device.lastSeenAt)}</dd>
                <dt>Punches today</dt>
                <dd>{device.punchesToday}</dd>
                <dt>Refused lines</dt>
                <dd>{device.errors}</dd>
              </dl>
              {onOpen ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-2"
                  aria-label={`Status and commands: ${device.name}`}
                  onClick={() => onOpen(device)}
                >
                  Status and commands
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
