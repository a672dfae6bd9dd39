import { isDuplicateKey } from '../../lib/http/errors';
import { AnnouncementClaimModel } from './model';

/** True for the one caller that claims `key` first; false for everyone after. */
export async function claim(key: string): Promise<boolean> {
  try {
    await AnnouncementClaimModel.create({ key });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

export async function isClaimed(key: string): Promise<boolean> {
  return (await AnnouncementClaimModel.exists({ key })) !== null;
}

export const sendKey = (id: string) => `${id}:send`;
export const resumeKey = (id: string, attempt: number) => `${id}:resume:${attempt}`;
