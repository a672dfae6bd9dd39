import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { KeepsakeData, KeepsakeNameMode } from '../../../protocol/keepsake';
import type { ObjectStorage } from '../../lib/storage';
import { printKeyOf } from '../gallery/keys';
import { extensionOf, GuestFolders } from './names';
import { storedVideo } from './videos';

/** Where the client's public files are: its sources (tests, development), or the built client. */
const SHIPPED_DIRS = ['../../../client/public/', '../client/', '../../../dist/client/'].map(
  (relative) => fileURLToPath(new URL(relative, import.meta.url)),
);

/** The file on disk a shipped picture's address (`/media/story/x.webp`) names, if this install has it. */
async function shippedFile(urlPath: string): Promise<string | null> {
  if (!/^\/media\/[\w./-]+$/.test(urlPath) || urlPath.includes('..')) return null;
  for (const dir of SHIPPED_DIRS) {
    const file = join(dir, urlPath.slice(1));
    if (
      await access(file).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  return null;
}

/** A stored file and where it goes in the ZIP. */
export interface ZipFile {
  path: string;
  key: string;
  date: Date;
  /** The picture's print copy (pipeline.ts), which the book embeds when it is there. */
  printKey?: string;
  /** What MISSING.txt calls it if it is gone when read: `original` or `video`. */
  kind?: string;
  /** A file the site ships (a love story's picture) read from disk instead of storage (`key`). */
  localFile?: string;
}

export type Photo = KeepsakeData['moments'][number]['photo'];
export type Video = KeepsakeData['moments'][number]['video'];

export interface StoredImage {
  largeKey?: string | null;
  originalKey?: string | null;
  width?: number | null;
  height?: number | null;
  animated?: boolean | null;
}

/**
 * The files the keepsake's ZIP will hold, gathered as the posts are read: each post's large
 * rendition (`media/`), and by guest folder (`originals/`) the gallery's originals and every
 * guest's videos, whatever kind of post carries them. Each file's presence is checked (head) now,
 * because data.json and the site, first in the ZIP, must already say which are missing.
 */
export class KeepsakeFiles {
  /** Large renditions, in the order of data.json. */
  readonly media: ZipFile[] = [];
  /** Originals and videos, by guest folder. */
  readonly originals: ZipFile[] = [];
  readonly missing: KeepsakeData['missing'] = [];
  private readonly folders: GuestFolders;

  constructor(
    private readonly storage: ObjectStorage,
    names: KeepsakeNameMode,
    private readonly onItem: () => void,
  ) {
    this.folders = new GuestFolders(names);
  }

  private async exists(key: string): Promise<boolean> {
    return (await this.storage.head(key).catch(() => null)) !== null;
  }

  /** A post's picture (a video's poster frame) as `media/<kind>-<id>.<ext>`. */
  async picture(
    kind: string,
    id: string,
    image: StoredImage | null | undefined,
    date: Date,
  ): Promise<Photo> {
    if (!image?.largeKey) return null;
    const path = `media/${kind}-${id}.${extensionOf(image.largeKey)}`;
    const present = await this.exists(image.largeKey);
    if (present)
      this.media.push({ path, key: image.largeKey, date, printKey: printKeyOf(image.originalKey) });
    else this.missing.push({ kind, id, key: path });
    this.onItem();
    return {
      path: present ? path : null,
      width: image.width ?? 0,
      height: image.height ?? 0,
      animated: image.animated === true,
    };
  }

  /**
   * A picture the site ships with its code (the default love story's, `/media/story/...`), read
   * from the client's files on disk; listed as missing when this install has no such file.
   */
  async shipped(kind: string, id: string, urlPath: string, date: Date): Promise<Photo> {
    const localFile = await shippedFile(urlPath);
    const path = `media/${kind}-${id}.${extensionOf(urlPath)}`;
    const size = localFile
      ? await sharp(localFile)
          .metadata()
          .catch(() => null)
      : null;
    if (localFile && size) this.media.push({ path, key: urlPath, date, localFile });
    else this.missing.push({ kind, id, key: path });
    this.onItem();
    return {
      path: localFile && size ? path : null,
      width: size?.width ?? 0,
      height: size?.height ?? 0,
      animated: false,
    };
  }

  /** A gallery photo's original in its guest's folder; null when it has none or it is missing. */
  async original(
    id: string,
    guestName: string | null | undefined,
    key: string | null | undefined,
    date: Date,
  ): Promise<string | null> {
    if (!key) return null;
    return this.byGuest('original', id, guestName, key, extensionOf(key), date);
  }

  /**
   * The made video `holder` carries (storedVideo), whatever the post's kind, as an MP4 in its
   * guest's folder: the best copy the site keeps (the upload itself is deleted once made).
   */
  async video(
    id: string,
    guestName: string | null | undefined,
    holder: unknown,
    date: Date,
  ): Promise<Video> {
    const video = storedVideo(holder);
    if (!video) return null;
    const path = await this.byGuest('video', id, guestName, video.key, 'mp4', date);
    return { path, durationSeconds: video.durationSeconds };
  }

  private async byGuest(
    kind: string,
    id: string,
    guestName: string | null | undefined,
    key: string,
    extension: string,
    date: Date,
  ): Promise<string | null> {
    const path = this.folders.next(guestName ?? '', date, extension);
    const present = await this.exists(key);
    if (present) this.originals.push({ path, key, date, kind });
    else this.missing.push({ kind, id, key: path });
    this.onItem();
    return present ? path : null;
  }
}
