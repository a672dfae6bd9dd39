import type { RecipientType } from '../../../protocol/announcements';
import { subscriptionsFor } from './plan';

/** What other features may read of push: how many phones an announcement would reach now. */
export async function pushPhonesFor(recipientType: RecipientType): Promise<number> {
  return (await subscriptionsFor(recipientType)).length;
}
