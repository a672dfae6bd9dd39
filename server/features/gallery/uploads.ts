import { createHash } from 'node:crypto';
import { posterName } from '../guests/poster-name';
import { Types } from 'mongoose';
import {
  GALLERY_MESSAGES,
  PHOTO_UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  UPLOAD_URL_TTL_SECONDS,
  type AddedPhoto,
  type PhotoContentType,
  type UploadRequest,
  type UploadUrl,
} from '../../../protocol/gallery';
import type { Viewer } from '../../lib/auth/viewer';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http/errors';
import { NotAnImageError, processPhoto, type ProcessedPhoto } from '../../lib/images/pipeline';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/storage';
import { incomingKey, incomingKeyOf, photoKeys, withPrintCopies } from './keys';
import type { PrintCopies } from './print-copies';
import { PhotoUploadModel } from './model';
import { sweepExpired, sweepIncoming } from './uploads-sweep';
import type { ConfirmInput, RecordPhoto, StoredMedia, UploadSettings } from './uploads-types';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type { ConfirmInput, RecordPhoto, StoredMedia, UploadSettings } from './uploads-types';

/**
 * The two steps around the browser's direct upload: hand out a presigned PUT for a fresh key
 * (bound to the declared type and size), then, on confirmation, check what arrived (its size, and
 * that sharp decodes it as a picture), keep a metadata-free original and two renditions under new
 * keys, and delete the incoming object. A refused object is deleted too; nothing is recorded.
 */
export class PhotoUploads {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly logger: Logger,
    private readonly settings: UploadSettings,
    private readonly printCopies: PrintCopies,
  ) {}

  async issue(request: UploadRequest, viewer: Viewer, origin: string): Promise<UploadUrl> {
    if (!viewer.deviceId) throw badRequest(GALLERY_MESSAGES.needDevice);
    const deviceHash = sha256(viewer.deviceId);
    const key = incomingKey(request.contentType);
    // Signing is local work (no request to the store): done before the bound is checked.
    const signed = await this.storage.presignPut(key, {
      contentType: request.contentType,
      size: request.size,
      expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
      origin,
    });
    await this.recordOpen(deviceHash, () =>
      Promise.resolve({
        key,
        deviceHash,
        contentType: request.contentType,
        size: request.size,
        expiresAt: signed.expiresAt,
      }),
    );
    return {
      uploadURL: signed.url,
      key,
      method: 'PUT',
      headers: signed.headers,
      expiresAt: signed.expiresAt.toISOString(),
    };
  }

  /**
   * Records a new upload of this device (a single PUT's link or a multipart upload) within its
   * bound of open uploads: refused before `prepare` when the device is at the bound, and counted
   * again once recorded: of several requests racing past the first check, those that went over
   * withdraw their own record (no counter to lose an increment, no lock).
   */
  async recordOpen<R extends { key: string; uploadId?: string }>(
    deviceHash: string,
    prepare: () => Promise<R>,
  ): Promise<R> {
    const open = () =>
      PhotoUploadModel.countDocuments({ deviceHash, expiresAt: { $gt: new Date() } });
    const tooMany = () => new HttpError(429, UPLOAD_MESSAGES.tooManyOpen);
    if ((await open()) >= this.settings.openPerDevice) throw tooMany();
    const record = await prepare();
    await PhotoUploadModel.create(record);
    if ((await open()) > this.settings.openPerDevice) {
      await PhotoUploadModel.deleteOne({ key: record.key });
      if (record.uploadId) await this.storage.abortMultipart(record.key, record.uploadId);
      throw tooMany();
    }
    return record;
  }

  /** The gallery's confirmation: the upload becomes a gallery photo. */
  async confirm(input: ConfirmInput, viewer: Viewer, record: RecordPhoto): Promise<AddedPhoto> {
    const uploaderName = await posterName(viewer, input.guestName, 80);
    return this.accept(input.photoURL, viewer, (stored) =>
      record({
        _id: stored.id,
        originalKey: stored.originalKey,
        thumbKey: stored.thumbKey,
        largeKey: stored.largeKey,
        url: stored.url,
        thumbUrl: stored.thumbUrl,
        width: stored.width,
        height: stored.height,
        originalBytes: stored.originalBytes,
        caption: input.caption,
        uploaderName,
        uploaderDeviceHash: stored.uploaderDeviceHash,
      }),
    );
  }

  /**
   * The one path every uploaded picture takes (gallery photos, photo and GIF moments): the upload
   * must be this device's and claimed once; the file is checked and processed, its files stored
   * under new keys, then `record` keeps it. Whatever is refused, or fails to be recorded, leaves
   * nothing in storage.
   */
  async accept<T>(
    uploadURL: string,
    viewer: Viewer,
    record: (stored: StoredMedia) => Promise<T>,
  ): Promise<T> {
    const { key, upload } = await this.claim(uploadURL, viewer);

    let processed: ProcessedPhoto;
    try {
      processed = await this.check(key, upload.contentType as PhotoContentType);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        // Not there yet: the same upload may be confirmed again once the PUT has finished.
        await this.unclaim(key);
      } else {
        await this.discard(key);
      }
      throw error;
    }

    const id = new Types.ObjectId();
    const keys = photoKeys(id.toString(), processed.original.extension);
    const [thumb, large] = processed.renditions;
    await Promise.all([
      this.storage.write(keys.originalKey, processed.original.body, processed.original.contentType),
      this.storage.write(keys.thumbKey, thumb!.body, thumb!.contentType),
      this.storage.write(keys.largeKey, large!.body, large!.contentType),
    ]);
    let recorded: T;
    try {
      recorded = await record({
        id,
        ...keys,
        url: this.storage.publicUrl(keys.largeKey),
        thumbUrl: this.storage.publicUrl(keys.thumbKey),
        width: processed.width,
        height: processed.height,
        animated: processed.animated,
        originalBytes: processed.original.body.length,
        uploaderDeviceHash: upload.deviceHash,
      });
    } catch (error) {
      await this.storage.remove(withPrintCopies(Object.values(keys)));
      await this.discard(key);
      throw error;
    }
    await this.discard(key);
    if (!processed.animated) await this.printCopies.request(keys.originalKey);
    return recorded;
  }

  /**
   * Claims an upload for this device, once: exactly one confirmation goes on (a double tap, a
   * retried request), and only from the device the link was issued to. One conditional write
   * claims it; only a refused claim reads the record again, to say why (every database command
   * costs a photo at the wedding's peak). Shared by the photo path and the video one.
   */
  async claim(uploadURL: string, viewer: Viewer) {
    const key = incomingKeyOf(uploadURL);
    if (!key) throw notFound(GALLERY_MESSAGES.unknownUpload);
    const deviceHash = viewer.deviceId ? sha256(viewer.deviceId) : null;
    const upload = deviceHash
      ? await PhotoUploadModel.findOneAndUpdate(
          { key, deviceHash, state: 'issued' },
          { $set: { state: 'claimed' } },
          { new: true },
        ).lean()
      : null;
    if (!upload) throw await this.whyNotClaimed(key, deviceHash);
    return { key, upload };
  }

  /** Gives a claimed upload back: it may be confirmed again (its file had not arrived yet). */
  async unclaim(key: string): Promise<void> {
    await PhotoUploadModel.updateOne({ key, state: 'claimed' }, { $set: { state: 'issued' } });
  }

  /**
   * Keeps a claimed upload's file until `until` (a video waiting for its background job): the
   * sweeps leave it alone meanwhile (see sweepIncoming below); `discard` ends it.
   */
  async hold(key: string, until: Date): Promise<void> {
    await PhotoUploadModel.updateOne({ key, state: 'claimed' }, { $set: { expiresAt: until } });
  }

  /** Reads what arrived and runs it through sharp; refusals are 4xx with a clear message. */
  private async check(key: string, contentType: PhotoContentType): Promise<ProcessedPhoto> {
    const info = await this.storage.head(key);
    if (!info) throw conflict(GALLERY_MESSAGES.notArrived);
    if (info.size > PHOTO_UPLOAD_LIMITS.maxBytes)
      throw new HttpError(413, GALLERY_MESSAGES.tooLarge);
    if (info.size === 0) throw badRequest(GALLERY_MESSAGES.emptyFile);
    try {
      return await processPhoto(
        async () => {
          const body = await this.storage.read(key);
          if (body.length > PHOTO_UPLOAD_LIMITS.maxBytes) {
            throw new HttpError(413, GALLERY_MESSAGES.tooLarge);
          }
          return body;
        },
        // The upload's own file on local disk: a PUT is refused once the upload is claimed
        // (acceptsPut), and one still in flight from before only replaces it whole (a rename).
        { file: this.storage.localFile(key) },
      );
    } catch (error) {
      if (error instanceof NotAnImageError) {
        this.logger.info({ key, contentType, reason: error.reason }, 'uploaded file refused');
        throw new HttpError(415, error.message);
      }
      throw error;
    }
  }

  private async whyNotClaimed(key: string, deviceHash: string | null): Promise<HttpError> {
    const upload = await PhotoUploadModel.findOne({ key }, { deviceHash: 1 }).lean();
    if (!upload) return notFound(GALLERY_MESSAGES.unknownUpload);
    if (upload.deviceHash !== deviceHash) return forbidden(GALLERY_MESSAGES.otherDevice);
    return conflict(GALLERY_MESSAGES.alreadyConfirmed);
  }

  /** Deletes an upload's file and its record. */
  async discard(key: string): Promise<void> {
    await this.storage.remove([key]);
    await PhotoUploadModel.deleteOne({ key });
  }

  /**
   * Whether a browser may PUT to this key now: only while its link is issued and unclaimed. Once
   * the upload is being confirmed, confirmed or discarded its record is claimed or gone, so a
   * second PUT on the same link is refused (the local store; S3's presigned PUT cannot be
   * revoked, see sweepIncoming).
   */
  async acceptsPut(key: string): Promise<boolean> {
    // An expired link is the store's to refuse (it says so); its record may still be here.
    return (await PhotoUploadModel.exists({ key, state: 'issued' })) !== null;
  }

  /**
   * The sweeps of what uploads leave behind (uploads-sweep.ts). A claimed upload whose record has
   * not expired is being processed or held (a video waiting for its job): its file stays.
   */
  async sweepIncoming(now = new Date()): Promise<number> {
    const held = await PhotoUploadModel.find(
      { state: 'claimed', expiresAt: { $gt: now } },
      { key: 1 },
    ).lean();
    const keep = new Set(held.map((upload) => upload.key));
    return sweepIncoming(this.storage, this.logger, this.settings.incomingMaxAgeMs, now, keep);
  }

  sweepExpired(now = new Date()): Promise<number> {
    return sweepExpired(this.storage, now);
  }
}
