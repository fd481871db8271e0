import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { deviceRefusalsQuery, devicesQuery } from '../api/devices';
import { DeviceList } from './DeviceList';
import { ClockRuleForm } from './ClockRuleForm';
import { DevicePunches } from './DevicePunches';
import { DeviceStatus } from './DeviceStatus';
import { ExportImport } from './ExportImport';
import { HeldPunches } from './HeldPunches';
import { RegisterDeviceForm } from './RegisterDeviceForm';

/** Unknown devices that tried to connect: one click puts their serial in the form. */
function Refusals({ onRegister }: { onRegister: (serial: string) => void }) {
  const query = useQuery(deviceRefusalsQuery);
  const unknown = (query.data ?? []).filter((r) => r.reason === 'unknown serial');
  if (unknown.length === 0) return null;
  return (
    <SectionCard title="Devices that tried to connect" description="Refused: their serial is not registered.">
      <ul className="grid gap-2 text-sm">
        {unknown.map((refusal) => (
          <li key={refusal.serialNumber} className="flex flex-wrap items-center justify-between gap-2">
            <span className="break-all">
              {refusal.serialNumber} from {refusal.address} ({refusal.attempts} tries)
            </span>
            <Button size="sm" variant="outline" onClick={() => onRegister(refusal.serialNumber)}>
              Register {refusal.serialNumber}
            </Button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

/** The Admin's Devices tab (issue 46, docs/devices.md). */
export function DevicesTab() {
  const [serial, setSerial] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  // The open device is read from the list, so its figures refresh with it.
  const open = useQuery(devicesQuery).data?.find((d) => d._id === openId);
  return (
    <div className="grid gap-4">
      <SectionCard
        title="Biometric devices"
        description="Point a device's Cloud Server (ADMS) setting at this server, then register its serial number here."
      >
        <DeviceList onOpen={(device) => setOpenId(device._id)} />
      </SectionCard>
      {open ? (
        <SectionCard
          title={`Device status: ${open.name}`}
          description={`Serial ${open.serialNumber}: last contact, records today, clock, commands and the error log.`}
        >
          <DeviceStatus device={open} onClose={() => setOpenId(null)} />
        </SectionCard>
      ) : null}
      <Refusals onRegister={setSerial} />
      <HeldPunches role="Admin" />
      <SectionCard
        title="Device clocks"
        description="A device whose clock runs ahead of the server by more than the limit is flagged."
      >
        <ClockRuleForm />
      </SectionCard>
      <SectionCard
        title="Register a device"
        description="The serial number is in the device's System Info menu."
      >
        <RegisterDeviceForm serial={serial} />
      </SectionCard>
      <SectionCard title="Last punches received" description="The newest 50, as the devices sent them.">
        <DevicePunches />
      </SectionCard>
      <SectionCard
        title="Import a device export"
        description="For devices that cannot reach the server: the attendance file of the device software, checked first, then imported once."
      >
        <ExportImport />
      </SectionCard>
    </div>
  );
}
