import type { SiteContext } from '../context';
import { gifMoments } from '../context';
import { formatDate } from '../format';
import { Layout, SECTIONS } from '../layout';
import { Localized } from '../parts';

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
      <section className="hero" aria-labelledby="couple">
        <h1 id="couple">{data.wedding.coupleNames}</h1>
        <p className="date">
          <time dateTime={data.wedding.date}>
            {formatDate(data.wedding.date, ctx.lang, data.wedding.timeZone)}
          </time>
        </p>
      </section>
      {data.wedding.story.length ? (
        <section aria-labelledby="story">
          <h2 id="story">{t.story}</h2>
          {data.wedding.story.map((chapter, index) => (
            <article key={index} className="chapter">
              <Localized ctx={ctx} text={chapter.title} as="h3" />
              <Localized ctx={ctx} text={chapter.text} as="p" className="prose" />
            </article>
          ))}
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
