import type { KeepsakeData } from '../../../../../protocol/keepsake';
import type { SiteContext } from '../context';
import { Layout } from '../layout';
import { Empty, mediaUrl, Pagination, Photo, PostMedia } from '../parts';

type GalleryPhoto = KeepsakeData['photos'][number];

const altOf = (ctx: SiteContext, photo: GalleryPhoto) =>
  photo.caption || (photo.author ? ctx.t.photoBy(photo.author) : ctx.t.gallery);

/**
 * The gallery: a grid of the photos, each opening large in a lightbox with its caption and the
 * previous and next photo. The lightbox is CSS alone (`.lightbox:target`): a link to
 * `#view-<id>` shows it and Close goes back to the photo in the grid, so it works from file://,
 * with no script, and the browser's Back button closes it. Videos play in place instead.
 */
export function GalleryPage({
  ctx,
  page,
  items,
}: {
  ctx: SiteContext;
  page: number;
  items: GalleryPhoto[];
}) {
  const { t } = ctx;
  const viewable = items.filter((photo) => photo.photo?.path && !photo.video);
  const place = new Map(viewable.map((photo, i) => [photo.id, i]));
  return (
    <Layout ctx={ctx} section="gallery" page={page} title={t.gallery}>
      <h1>{t.gallery}</h1>
      <Pagination ctx={ctx} section="gallery" page={page} />
      <Empty ctx={ctx} items={items}>
        <ul className="grid">
          {items.map((photo) => {
            const index = place.get(photo.id);
            return (
              <li key={photo.id} id={`photo-${photo.id}`}>
                <figure>
                  {index === undefined ? (
                    <PostMedia
                      ctx={ctx}
                      file={photo.photo}
                      video={photo.video}
                      alt={altOf(ctx, photo)}
                    />
                  ) : (
                    <a
                      className="zoom"
                      href={`#view-${photo.id}`}
                      aria-label={`${t.openPhoto(index + 1, viewable.length)}: ${altOf(ctx, photo)}`}
                    >
                      <Photo ctx={ctx} file={photo.photo} alt={altOf(ctx, photo)} />
                    </a>
                  )}
                  <figcaption>
                    {photo.caption ? <span className="caption">{photo.caption}</span> : null}
                    {photo.author ? (
                      <span className="author">{t.photoBy(photo.author)}</span>
                    ) : null}
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </Empty>
      {viewable.map((photo, i) => {
        const previous = viewable[(i - 1 + viewable.length) % viewable.length]!;
        const next = viewable[(i + 1) % viewable.length]!;
        const caption = [photo.caption, photo.author ? t.photoBy(photo.author) : '']
          .filter(Boolean)
          .join(' · ');
        return (
          <div
            key={photo.id}
            id={`view-${photo.id}`}
            className="lightbox"
            role="dialog"
            aria-label={altOf(ctx, photo)}
          >
            <img
              src={mediaUrl(photo.photo!.path!)}
              width={photo.photo!.width}
              height={photo.photo!.height}
              alt={altOf(ctx, photo)}
              loading="lazy"
              decoding="async"
            />
            {caption ? <p>{caption}</p> : null}
            <ul>
              {viewable.length > 1 ? (
                <li>
                  <a href={`#view-${previous.id}`}>{t.previousPhoto}</a>
                </li>
              ) : null}
              <li>
                <a href={`#photo-${photo.id}`}>{t.closePhoto}</a>
              </li>
              {viewable.length > 1 ? (
                <li>
                  <a href={`#view-${next.id}`}>{t.nextPhoto}</a>
                </li>
              ) : null}
            </ul>
          </div>
        );
      })}
      <Pagination ctx={ctx} section="gallery" page={page} />
    </Layout>
  );
}
