import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair (docs/mobile.md): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when both are set
 * (several instances must share one pair), else generated once into DATA_DIR/vapid.json (mode 0600) and kept:
 * a new pair would orphan every browser's subscription.
 */
export function loadOrCreateVapidKeys(
  dataDir: string,
  fromEnv: { publicKey?: string; privateKey?: string },
): VapidKeys {
  if (fromEnv.publicKey && fromEnv.privateKey)
    return { publicKey: fromEnv.publicKey, privateKey: fromEnv.privateKey };
  const file = path.join(dataDir, 'vapid.json');
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}
