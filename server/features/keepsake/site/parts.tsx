import type { ReactNode } from 'react';
import type { KeepsakeData } from '../../../../protocol/keepsake';
import type { SiteContext } from './context';
import {
  formatDateTime,
  formatDuration,
  localized,
  type LocalizedText,
  type SectionId,
} from './format';

type MediaFile = KeepsakeData['moments'][number]['photo'];
type MediaVideo = KeepsakeData['moments'][number]['video'];

/**
 * A media path as a relative URL: the keepsake opens from file://, where a leading slash would
 * point at the disk's root. Each segment is escaped so a space or `#` stays part of the name.
 */
export function mediaUrl(path: string): string {
  return path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** A picture with its size (no layout shift), loaded lazily, or the note that its file was missing. */
export function Photo({ ctx, file, alt }: { ctx: SiteContext; file: MediaFile; alt: string }) {
  if (!file) return null;
  if (!file.path) return <p className="missing">{ctx.t.photoMissing}</p>;
  return (
    <img
      src={mediaUrl(file.path)}
      width={file.width}
      height={file.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * A post's picture, or its video: the MP4 from the guest's folder with its poster frame and the
 * browser's own controls, fetched only once started (`preload="none"`: a page of 200 videos
 * loads 200 posters, no film), its length written under it. A missing MP4 leaves the poster and
 * a note.
 */
export function PostMedia({
  ctx,
  file,
  video,
  alt,
}: {
  ctx: SiteContext;
  file: MediaFile;
  video: MediaVideo;
  alt: string;
}) {
  if (!video) return <Photo ctx={ctx} file={file} alt={alt} />;
  const label = ctx.t.video(formatDuration(video.durationSeconds));
  if (!video.path) {
    return (
      <>
        <Photo ctx={ctx} file={file} alt={alt} />
        <p className="missing">{ctx.t.videoMissing}</p>
      </>
    );
  }
  const src = mediaUrl(video.path);
  return (
    <>
      <video
        className="video"
        src={src}
        poster={file?.path ? mediaUrl(file.path) : undefined}
        width={file?.width || undefined}
        height={file?.height || undefined}
        controls
        preload="none"
        playsInline
        aria-label={alt}
      >
        <a href={src}>{label}</a>
      </video>
      <p className="video-length">{label}</p>
    </>
  );
}

/** An organizer's text in the page's language, marked with its own language when it fell back. */
export function Localized({
  ctx,
  text,
  as: Tag = 'span',
  className,
}: {
  ctx: SiteContext;
  text: LocalizedText;
  as?: 'span' | 'p' | 'h2' | 'h3';
  className?: string;
}) {
  const shown = localized(text, ctx.lang);
  if (!shown) return null;
  return (
    <Tag className={className} lang={shown.lang === ctx.lang ? undefined : shown.lang}>
      {shown.text}
    </Tag>
  );
}

/** Who posted and when; with names off (author null) only the time. */
export function Byline({
  ctx,
  author,
  createdAt,
}: {
  ctx: SiteContext;
  author: string | null;
  createdAt: string;
}) {
  return (
    <p className="byline">
      {author ? <span className="author">{author}</span> : null}
      {author ? ' · ' : null}
      <time dateTime={createdAt}>
        {formatDateTime(createdAt, ctx.lang, ctx.data.wedding.timeZone)}
      </time>
    </p>
  );
}

/** Links to the other pages of a long section. */
export function Pagination({
  ctx,
  section,
  page,
}: {
  ctx: SiteContext;
  section: SectionId;
  page: number;
}) {
  const count = ctx.pageCount(section);
  if (count <= 1) return null;
  const { t } = ctx;
  return (
    <nav className="pagination" aria-label={t.pagination}>
      <p>{t.page(page, count)}</p>
      <ul>
        {page > 1 ? (
          <li>
            <a href={ctx.href(section, page - 1)} rel="prev">
              {t.previous}
            </a>
          </li>
        ) : null}
        {Array.from({ length: count }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <a href={ctx.href(section, n)} aria-current={n === page ? 'page' : undefined}>
              {n}
            </a>
          </li>
        ))}
        {page < count ? (
          <li>
            <a href={ctx.href(section, page + 1)} rel="next">
              {t.next}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function Empty({
  ctx,
  items,
  children,
}: {
  ctx: SiteContext;
  items: unknown[];
  children: ReactNode;
}) {
  return items.length ? <>{children}</> : <p className="empty">{ctx.t.nothingYet}</p>;
}
