import { insertOnce } from '../../lib/insert-once';
import { PushKeyModel } from './model';
import { loadWebPush } from './web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY_ID = 'vapid';

/**
 * The VAPID key pair push services know this site by: the configured one, else the pair generated
 * at the first start and stored once. Processes starting together each generate a pair, one insert
 * wins and every process then uses the stored pair, so phones subscribed through any of them get
 * pushes from all of them. Changing the pair later orphans every subscription (push services
 * refuse a key the phone did not subscribe with), so the stored one is never replaced.
 */
export async function vapidKeys(configured?: VapidKeys): Promise<VapidKeys> {
  if (configured) return configured;
  const stored = await PushKeyModel.findById(KEY_ID).lean();
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  const webpush = await loadWebPush();
  await insertOnce(PushKeyModel.collection, KEY_ID, { ...webpush.generateVAPIDKeys() });
  const kept = await PushKeyModel.findById(KEY_ID).lean();
  if (!kept) throw new Error('the VAPID keys were not stored');
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/**
 * The contact push services may write to about this site's pushes: VAPID_SUBJECT, else the site's
 * public address, else a placeholder address web-push accepts (push services want a subject).
 */
export function vapidSubject(subject: string | undefined, publicUrl: string | undefined): string {
  if (subject) return subject;
  if (publicUrl?.startsWith('https://')) return publicUrl;
  return 'mailto:organizers@wedding.invalid';
}
