import type { KeepsakeNameMode } from '../../../protocol/keepsake';
import { slug } from '../gallery/download';

/** A guest's name as the organizers' option says: in full, the first word, or nothing. */
export function authorName(name: string | null | undefined, mode: KeepsakeNameMode): string | null {
  const trimmed = (name ?? '').trim().replace(/\s+/g, ' ');
  if (mode === 'none' || !trimmed) return null;
  return mode === 'first' ? trimmed.split(' ')[0] : trimmed;
}

/**
 * The folders of originals by guest: the name's slug (full or first), or `guest-<n>` numbered by
 * first appearance when names are off. Files within a folder are numbered from 001.
 */
export class GuestFolders {
  private readonly numberOf = new Map<string, number>();
  private readonly countIn = new Map<string, number>();

  constructor(private readonly mode: KeepsakeNameMode) {}

  private folderOf(name: string): string {
    const shown = authorName(name, this.mode);
    if (shown) return slug(shown).toLowerCase();
    const key = name.trim().toLowerCase();
    let n = this.numberOf.get(key);
    if (n === undefined) {
      n = this.numberOf.size + 1;
      this.numberOf.set(key, n);
    }
    return `guest-${n}`;
  }

  /** `originals/<folder>/<NNN>-<YYYY-MM-DD>.<ext>` for the next original of this guest. */
  next(name: string, createdAt: Date, extension: string): string {
    const folder = this.folderOf(name);
    const count = (this.countIn.get(folder) ?? 0) + 1;
    this.countIn.set(folder, count);
    const day = createdAt.toISOString().slice(0, 10);
    return `originals/${folder}/${String(count).padStart(3, '0')}-${day}.${extension}`;
  }
}

/** The extension of a storage key (`photos/x/1600.webp` → `webp`). */
export const extensionOf = (key: string) =>
  /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? 'bin';

/** A local wall-clock time ('2025-08-31T09:00') in a time zone, as an ISO instant with offset. */
export function zonedIso(local: string, timeZone: string): string {
  const asUtc = new Date(`${local}:00Z`);
  let offsetMinutes = 0;
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(asUtc);
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    offsetMinutes = Math.round((shown - asUtc.getTime()) / 60_000);
  } catch {
    // An unknown zone: the time as UTC rather than no date at all.
  }
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${local}:00${offset}`;
}
