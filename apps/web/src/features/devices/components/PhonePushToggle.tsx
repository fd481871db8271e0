import { useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import type { Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { call } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { PushKinds } from './PushKinds';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** "Get notifications on this phone": this browser's Web Push subscription for the signed-in person. */
export function PhonePushToggle({ role }: { role: Role }) {
  const [state, setState] = useState<'unknown' | 'on' | 'off' | 'busy'>('unknown');
  useEffect(() => {
    if (!supported()) return;
    currentSubscription().then(
      (sub) => setState(sub ? 'on' : 'off'),
      () => setState('off'),
    );
  }, []);
  if (!supported() || state === 'unknown') return null;

  const turnOn = async () => {
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted')
        throw new Error('Notifications are blocked for this site in the browser settings.');
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) throw new Error('Install or reload the app first, then try again.');
      const { publicKey } = await call('devices', 'pushKey', { role });
      const sub = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const json = sub.toJSON();
      await call('devices', 'subscribe', {
        role,
        body: {
          endpoint: sub.endpoint,
          keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        },
      });
      setState('on');
      toast.success('Notifications are on for this phone.');
    } catch (error) {
      setState('off');
      toast.error((error as Error).message);
    }
  };

  const turnOff = async () => {
    setState('busy');
    try {
      const sub = await currentSubscription();
      if (sub) {
        await call('devices', 'unsubscribe', { role, body: { endpoint: sub.endpoint } });
        await sub.unsubscribe();
      }
      setState('off');
    } catch (error) {
      setState('on');
      toast.error((error as Error).message);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm xl:col-span-3">
      <BellRing className="size-4 text-muted-foreground" aria-hidden />
      <span className="flex-1">
        {state === 'on' ? 'This phone gets your notifications.' : 'Get notifications on this phone.'}
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={state === 'busy'}
        onClick={() => void (state === 'on' ? turnOff() : turnOn())}
      >
        {state === 'on' ? 'Turn off' : 'Get notifications on this phone'}
      </Button>
      {state === 'on' ? <PushKinds role={role} /> : null}
    </div>
  );
}
