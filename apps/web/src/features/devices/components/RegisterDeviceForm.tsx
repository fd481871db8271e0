import { useEffect, useState, type FormEvent } from 'react';
import { DEVICE_MESSAGES as M } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/toast';
import { useRegisterDevice } from '../api/devices';

/** Register a device by the serial number its menu shows (or one that tried to connect: `serial`). */
export function RegisterDeviceForm({ serial }: { serial: string }) {
  const [serialNumber, setSerialNumber] = useState(serial);
  const [name, setName] = useState('');
  const [location, setLocation] = useState('');
  const [allowedRanges, setAllowedRanges] = useState('');
  const register = useRegisterDevice();
  useEffect(() => setSerialNumber(serial), [serial]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate(
      { serialNumber, name, location: location || null, allowedRanges },
      {
        onSuccess: () => {
          toast.success(M.registered);
          setSerialNumber('');
          setName('');
          setLocation('');
          setAllowedRanges('');
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Register a device">
      <div className="grid gap-1.5">
        <Label htmlFor="device-serial">Serial number</Label>
        <Input
          id="device-serial"
          value={serialNumber}
          onChange={(e) => setSerialNumber(e.target.value)}
          required
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="device-name">Name</Label>
        <Input id="device-name" value={name} onChange={(e) => setName(e.target.value)} required />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="device-location">Location (optional)</Label>
        <Input id="device-location" value={location} onChange={(e) => setLocation(e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="device-ranges">Allowed addresses (optional)</Label>
        <Input
          id="device-ranges"
          placeholder="203.0.113.0/24"
          value={allowedRanges}
          onChange={(e) => setAllowedRanges(e.target.value)}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={register.isPending}>
          Register device
        </Button>
      </div>
    </form>
  );
}
