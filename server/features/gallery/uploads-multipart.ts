import { createHash } from 'node:crypto';
import { GALLERY_MESSAGES } from '../../../protocol/gallery';
import {
  MULTIPART_LIMITS,
  MULTIPART_MESSAGES,
  type MultipartRef,
  type MultipartStart,
  type MultipartStarted,
  type SignedPart,
  type UploadedPart,
} from '../../../protocol/uploads';
import type { Viewer } from '../../lib/auth/viewer';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http/errors';
import type { ObjectStorage, StoredPart } from '../../lib/storage';
import { incomingKey } from './keys';
import { PhotoUploadModel } from './model';
import type { PhotoUploads } from './uploads';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** How long a part's signed URL lives: one part on a slow connection, with room for retries. */
const PART_URL_TTL_SECONDS = 30 * 60;

/**
 * The part size for a file: the configured one (at least S3's minimum on S3), larger when the
 * file would need too many parts.
 */
export function partSizeFor(size: number, configured: number, kind: 'local' | 's3'): number {
  const floor = kind === 's3' ? MULTIPART_LIMITS.minPartBytesOnS3 : 0;
  return Math.max(configured, floor, Math.ceil(size / MULTIPART_LIMITS.maxParts));
}

/** How many parts a file of `size` has, and the exact length of each. */
export function partLayout(size: number, partSize: number) {
  const count = Math.ceil(size / partSize);
  const lengthOf = (partNumber: number) =>
    partNumber < count ? partSize : size - (count - 1) * partSize;
  return { count, lengthOf };
}

/**
 * Large files in parts, each step only for the device that started the upload (the same
 * `photo_uploads` record as a single PUT, with the store's upload id): start, a signed PUT per part
 * (bound to the part's exact length), the parts that arrived (to resume), completion (every part
 * there, each its length, the total the declared size: then the object exists under its incoming
 * key and `PhotoUploads.accept` takes it like a single PUT's), abort.
 */
export class MultipartUploads {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly uploads: PhotoUploads,
    private readonly partBytes: number,
  ) {}

  async start(request: MultipartStart, viewer: Viewer): Promise<MultipartStarted> {
    if (!viewer.deviceId) throw badRequest(GALLERY_MESSAGES.needDevice);
    const deviceHash = sha256(viewer.deviceId);
    const key = incomingKey(request.contentType);
    const partSize = partSizeFor(request.size, this.partBytes, this.storage.kind);
    const expiresAt = new Date(Date.now() + MULTIPART_LIMITS.ttlSeconds * 1000);
    const { uploadId } = await this.uploads.recordOpen(deviceHash, async () => {
      const created = await this.storage.createMultipart(key, request.contentType);
      return {
        key,
        deviceHash,
        contentType: request.contentType,
        size: request.size,
        expiresAt,
        uploadId: created,
        partSize,
        fileName: request.fileName,
      };
    });
    return { key, uploadId, partSize, expiresAt: expiresAt.toISOString() };
  }

  /** The device's open multipart upload, or why not (404 unknown, 403 another device's). */
  private async mine(ref: MultipartRef, viewer: Viewer) {
    const deviceHash = viewer.deviceId ? sha256(viewer.deviceId) : null;
    const upload = await PhotoUploadModel.findOne({ key: ref.key, uploadId: ref.uploadId }).lean();
    if (!upload || upload.expiresAt < new Date())
      throw notFound(MULTIPART_MESSAGES.unknownMultipart);
    if (upload.deviceHash !== deviceHash) throw forbidden(GALLERY_MESSAGES.otherDevice);
    return { ...upload, layout: partLayout(upload.size, upload.partSize ?? upload.size) };
  }

  async signPart(
    ref: MultipartRef & { partNumber: number },
    viewer: Viewer,
    origin: string,
  ): Promise<SignedPart> {
    const upload = await this.mine(ref, viewer);
    if (ref.partNumber > upload.layout.count) throw badRequest(MULTIPART_MESSAGES.partOutOfRange);
    const signed = await this.storage.presignPart(ref.key, ref.uploadId, ref.partNumber, {
      size: upload.layout.lengthOf(ref.partNumber),
      expiresInSeconds: PART_URL_TTL_SECONDS,
      origin,
    });
    return { url: signed.url, headers: signed.headers };
  }

  async listParts(ref: MultipartRef, viewer: Viewer): Promise<UploadedPart[]> {
    await this.mine(ref, viewer);
    const parts = await this.storage.listParts(ref.key, ref.uploadId);
    if (!parts) throw notFound(MULTIPART_MESSAGES.unknownMultipart);
    return parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag, Size: part.size }));
  }

  /**
   * Joins the parts once: claimed by one conditional write (a retried completion waits its turn),
   * checked against what the store holds, and released again when refused, so the guest may send
   * the missing part and complete again. Nothing is stored under the key unless every check passed.
   */
  async complete(
    ref: MultipartRef & { parts: UploadedPart[] },
    viewer: Viewer,
    origin: string,
  ): Promise<{ uploadURL: string; key: string }> {
    const upload = await this.mine(ref, viewer);
    const claimed = await PhotoUploadModel.updateOne(
      { key: ref.key, uploadId: ref.uploadId, state: 'issued' },
      { $set: { state: 'joining' } },
    );
    if (claimed.modifiedCount !== 1) throw new HttpError(409, MULTIPART_MESSAGES.partsMissing);
    try {
      const stored = await this.storage.listParts(ref.key, ref.uploadId);
      if (!stored) throw notFound(MULTIPART_MESSAGES.unknownMultipart);
      checkParts(ref.parts, stored, upload.layout, upload.size);
      await this.storage
        .completeMultipart(
          ref.key,
          ref.uploadId,
          stored.map((part) => ({ partNumber: part.partNumber, etag: part.etag })),
        )
        .catch((error: unknown) => {
          // The store's own refusal of the parts (a part under its minimum, an etag it lost).
          const { $metadata } = error as { $metadata?: { httpStatusCode?: number } };
          if ($metadata?.httpStatusCode === 400) throw badRequest(MULTIPART_MESSAGES.partsMismatch);
          throw error;
        });
      const info = await this.storage.head(ref.key);
      if (info?.size !== upload.size) {
        await this.storage.remove([ref.key]);
        throw badRequest(MULTIPART_MESSAGES.sizeMismatch);
      }
    } catch (error) {
      await PhotoUploadModel.updateOne(
        { key: ref.key, state: 'joining' },
        { $set: { state: 'issued' } },
      );
      throw error;
    }
    // Joined: from here on the record is a single PUT's, for the confirmation to claim.
    await PhotoUploadModel.updateOne(
      { key: ref.key, state: 'joining' },
      { $set: { state: 'issued' }, $unset: { uploadId: 1 } },
    );
    return { key: ref.key, uploadURL: new URL(this.storage.publicUrl(ref.key), origin).toString() };
  }

  async abort(ref: MultipartRef, viewer: Viewer): Promise<{ ok: true }> {
    await this.mine(ref, viewer);
    await this.storage.abortMultipart(ref.key, ref.uploadId);
    await PhotoUploadModel.deleteOne({ key: ref.key, uploadId: ref.uploadId });
    return { ok: true };
  }
}

const unquoted = (etag: string) => etag.replace(/^"|"$/g, '');

/**
 * The client's list must name exactly the parts 1..count, each with the etag the store holds
 * (a part sent again since has a new one), each of its exact length, adding up to the size.
 */
function checkParts(
  named: UploadedPart[],
  stored: StoredPart[],
  layout: ReturnType<typeof partLayout>,
  size: number,
): void {
  const byNumber = new Map(stored.map((part) => [part.partNumber, part]));
  for (let partNumber = 1; partNumber <= layout.count; partNumber += 1) {
    if (!byNumber.has(partNumber) || !named.some((part) => part.PartNumber === partNumber))
      throw badRequest(MULTIPART_MESSAGES.partsMissing);
  }
  if (named.length !== layout.count || stored.length !== layout.count)
    throw badRequest(MULTIPART_MESSAGES.partsMismatch);
  for (const part of named) {
    const there = byNumber.get(part.PartNumber);
    if (!there || unquoted(there.etag) !== unquoted(part.ETag))
      throw badRequest(MULTIPART_MESSAGES.partsMismatch);
    if (there.size !== layout.lengthOf(part.PartNumber))
      throw badRequest(MULTIPART_MESSAGES.sizeMismatch);
  }
  if (stored.reduce((total, part) => total + part.size, 0) !== size)
    throw badRequest(MULTIPART_MESSAGES.sizeMismatch);
}
