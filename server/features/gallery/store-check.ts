import type { StoreCheck } from '../../../protocol/gallery';
import type { Logger } from '../../lib/logger';
import { S3Storage, type ObjectStorage } from '../../lib/storage';
import { PRIVATE_ORIGINALS_PREFIX, PUBLIC_MEDIA_PREFIX } from './keys';

/** The listings a stranger must be refused: the whole bucket and each prefix the app writes. */
export const LISTED_PREFIXES = ['', PUBLIC_MEDIA_PREFIX, PRIVATE_ORIGINALS_PREFIX, 'incoming/'];

/**
 * At start-up on S3: creates the bucket on a fresh store, then asks the store, unsigned, for a
 * listing of each prefix. The renditions under photos/ are public by an unguessable key (a private
 * moment's too), so a bucket that lists them to anyone gives them all away: said in the log, and
 * on the dashboard from what this answers.
 */
export async function checkStore(storage: ObjectStorage, logger: Logger): Promise<StoreCheck> {
  if (!(storage instanceof S3Storage)) return { storage: 'local', listing: 'not-applicable' };
  try {
    if ((await storage.ensureBucket()) === 'created') {
      logger.info('photo bucket created on the store');
    }
    const answers = await Promise.all(
      LISTED_PREFIXES.map(async (prefix) => ({
        prefix,
        status: await storage.anonymousListingStatus(prefix),
      })),
    );
    const listed = answers.filter((answer) => answer.status < 300);
    if (listed.length > 0) {
      logger.warn(
        { prefixes: listed.map((answer) => answer.prefix || '/') },
        'the photo bucket lets anyone list its files: every photo’s address, hidden and private ones included, can be found. Give anonymous visitors read access to photos/* only (deploy/seaweedfs/s3.json), never List',
      );
      return { storage: 's3', listing: 'allowed' };
    }
    const refused = answers.every((answer) => answer.status === 403);
    if (!refused) {
      logger.warn(
        { answers },
        'could not check that the photo bucket refuses anonymous listing (expected 403 for each)',
      );
    }
    return { storage: 's3', listing: refused ? 'refused' : 'unknown' };
  } catch (error) {
    logger.warn({ err: error }, 'could not check the photo store at start-up');
    return { storage: 's3', listing: 'unknown' };
  }
}
