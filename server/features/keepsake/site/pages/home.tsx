import type { SiteContext } from '../context';
import { gifMoments } from '../context';
import { Layout, SECTIONS } from '../layout';
import { Localized, mediaUrl, Photo } from '../parts';
import { formatDate, localized, type LocalizedText } from '../format';

/** A chapter's picture is described by its title (the words are beside it). */
const storyAlt = (ctx: SiteContext, title: LocalizedText) =>
  localized(title, ctx.lang)?.text ?? ctx.t.story;

/** The home page: the couple, the day, their story and what the keepsake holds. */
export function HomePage({ ctx }: { ctx: SiteContext }) {
  const { data, t } = ctx;
  const counts: Partial<Record<string, number>> = {
    timeline: data.timeline.length,
    moments: data.moments.length,
    gallery: data.photos.length,
    guestbook: data.guestBook.length,
    gifs: gifMoments(data).length,
    podium: data.podium.length,
  };
  return (
    <Layout ctx={ctx} section="index" title={t.home}>
      <section className="cover" aria-labelledby="couple">
        {data.wedding.cover?.path ? (
          <img
            className="cover-photo"
            src={mediaUrl(data.wedding.cover.path)}
            width={data.wedding.cover.width}
            height={data.wedding.cover.height}
            alt={data.wedding.coupleNames}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className="hero">
          <h1 id="couple">{data.wedding.coupleNames}</h1>
          <p className="date">
            <time dateTime={data.wedding.date}>
              {formatDate(data.wedding.date, ctx.lang, data.wedding.timeZone)}
            </time>
          </p>
          <p className="cover-title">{t.siteTitle}</p>
        </div>
      </section>
      {data.wedding.story.length ? (
        <section aria-labelledby="story">
          <h2 id="story">{t.story}</h2>
          {data.wedding.story.map((chapter, index) => (
            <article key={index} className={chapter.photo ? 'chapter with-photo' : 'chapter'}>
              {chapter.photo ? (
                <Photo ctx={ctx} file={chapter.photo} alt={storyAlt(ctx, chapter.title)} />
              ) : null}
              <div>
                <Localized ctx={ctx} text={chapter.title} as="h3" />
                <Localized ctx={ctx} text={chapter.text} as="p" className="prose" />
              </div>
            </article>
          ))}
        </section>
      ) : null}
      {data.wedding.venues.length ? (
        <section aria-labelledby="venues">
          <h2 id="venues">{t.venues}</h2>
          <ul className="venues">
            {data.wedding.venues.map((venue) => (
              <li key={venue.key} className="venue">
                <Localized ctx={ctx} text={venue.label} as="h3" />
                <p>
                  <strong>{venue.name}</strong>
                  <br />
                  <span className="meta">{venue.address}</span>
                </p>
                {venue.photos.length ? (
                  <ul className="photos">
                    {venue.photos.map((photo, i) => (
                      <li key={i}>
                        <Photo ctx={ctx} file={photo} alt={venue.name} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="contents">
        <h2 id="contents">{t.contents}</h2>
        <ul className="contents">
          {SECTIONS.filter(({ id }) => id !== 'index').map(({ id, label }) => (
            <li key={id}>
              <a href={ctx.href(id)}>{label(t)}</a>{' '}
              <span className="count">({t.itemCount(counts[id] ?? 0)})</span>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}
