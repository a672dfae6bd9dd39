import path from 'node:path';
import type { Config } from '../../config';
import { LocalDiskStorage } from './local';
import { S3Storage } from './s3';
import type { ObjectStorage } from './types';

export type {
  ObjectStorage,
  PresignedPut,
  StoredObjectEntry,
  StoredObjectInfo,
  StoredPart,
} from './types';
export { LocalDiskStorage, LOCAL_UPLOADS_PATH } from './local';
export { localStoreRoutes } from './local-routes';
export { S3Storage } from './s3';

/** S3 when S3_BUCKET is set, otherwise files under DATA_DIR/uploads served by the app. */
export function createStorage(config: Pick<Config, 's3' | 'dataDir'>): ObjectStorage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
