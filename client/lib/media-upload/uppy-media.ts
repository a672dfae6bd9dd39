import Uppy, { BasePlugin, type PluginOpts, type Restrictions, type UppyFile } from '@uppy/core';
import { filterFilesToEmitUploadStarted, filterFilesToUpload } from '@uppy/core/utils';
import './strings';
import { abortParts, transferFile, type PartsState, type PutFn } from './transfer';

/** What the uploader keeps on a file: the upload URL once stored, its parts while under way. */
export type MediaMeta = { uploadURL?: string; parts?: PartsState };
export type MediaFile = UppyFile<MediaMeta, Record<string, never>>;
export type MediaUppy = Uppy<MediaMeta, Record<string, never>>;

/** A PUT with upload progress (XMLHttpRequest: fetch reports none while sending). */
export const xhrPut: PutFn = (url, init, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded);
    xhr.onload = () =>
      resolve({ status: xhr.status, etag: xhr.getResponseHeader('etag'), text: xhr.responseText });
    // A dropped connection, as fetch says it: retried.
    xhr.onerror = () => reject(new TypeError('The connection was lost'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });

interface MediaUploaderOptions extends PluginOpts {
  /** Files sent at once. */
  limit?: number;
  put?: PutFn;
}

/**
 * Uppy's uploader for every media field: each file through `transferFile` (a single presigned PUT
 * up to ~8 MB, parts above, dropped requests retried), its multipart state kept in the file's meta
 * so that, restored after a reload (Golden Retriever), it resumes with the parts already stored.
 */
export class MediaUploader extends BasePlugin<
  MediaUploaderOptions,
  MediaMeta,
  Record<string, never>
> {
  private readonly running = new Map<string, AbortController>();

  constructor(uppy: MediaUppy, opts: MediaUploaderOptions = {}) {
    super(uppy, opts);
    this.id = opts.id ?? 'MediaUploader';
    this.type = 'uploader';
  }

  override install(): void {
    this.uppy.addUploader(this.upload);
    this.uppy.on('file-removed', this.onRemoved);
  }

  override uninstall(): void {
    this.uppy.removeUploader(this.upload);
    this.uppy.off('file-removed', this.onRemoved);
    for (const controller of this.running.values()) controller.abort();
  }

  /** A removed file stops, and its parts are removed from storage. */
  private readonly onRemoved = (file: MediaFile) => {
    this.running.get(file.id)?.abort();
    if (file.meta.parts) void abortParts(file.meta.parts).catch(() => undefined);
  };

  private readonly upload = async (fileIDs: string[]): Promise<void> => {
    const files = filterFilesToUpload(this.uppy.getFilesByIds(fileIDs)) as MediaFile[];
    this.uppy.emit('upload-start', filterFilesToEmitUploadStarted(files));
    const queue = [...files];
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await this.send(file.id);
    };
    await Promise.all(Array.from({ length: this.opts.limit ?? 3 }, worker));
  };

  private async send(id: string): Promise<void> {
    const file = this.uppy.getFile(id) as MediaFile | undefined;
    if (!(file?.data instanceof Blob)) return;
    const controller = new AbortController();
    this.running.set(id, controller);
    const started = Date.now();
    try {
      const uploadURL = await transferFile(file.data, file.name ?? 'file', {
        signal: controller.signal,
        resume: file.meta.parts,
        put: this.opts.put,
        onParts: (parts) => this.uppy.setFileMeta(id, { parts }),
        onProgress: (sent, total) => {
          const current = this.uppy.getFile(id);
          if (current)
            this.uppy.emit('upload-progress', current, {
              uploadStarted: current.progress.uploadStarted ?? started,
              bytesUploaded: sent,
              bytesTotal: total,
            });
        },
      });
      this.uppy.setFileMeta(id, { uploadURL });
      const done = this.uppy.getFile(id);
      if (done) this.uppy.emit('upload-success', done, { status: 200, uploadURL, body: {} });
    } catch (error) {
      const current = this.uppy.getFile(id);
      if (current && !controller.signal.aborted)
        this.uppy.emit('upload-error', current, error as Error);
    } finally {
      this.running.delete(id);
    }
  }
}

/** An Uppy that sends its files with the media uploader. */
export function createMediaUppy(
  restrictions: Partial<Restrictions>,
  options: MediaUploaderOptions = {},
): MediaUppy {
  const uppy: MediaUppy = new Uppy<MediaMeta, Record<string, never>>({
    autoProceed: false,
    allowMultipleUploadBatches: true,
    restrictions,
  });
  uppy.use(MediaUploader, options);
  return uppy;
}

/** One file for a post (a moment, a guest book note, a timeline photo): its upload URL. */
export async function uploadOne(file: Blob, name = 'photo'): Promise<string> {
  const uppy = createMediaUppy({ maxNumberOfFiles: 1 });
  try {
    const id = uppy.addFile({ name, type: file.type, data: file, source: 'Local' });
    let failure: unknown;
    uppy.on('upload-error', (_file, error) => {
      failure = error;
    });
    await uppy.upload();
    const uploadURL = uppy.getFile(id)?.meta.uploadURL;
    if (!uploadURL) throw failure ?? new Error('upload failed');
    return uploadURL;
  } finally {
    uppy.destroy();
  }
}
