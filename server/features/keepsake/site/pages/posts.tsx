import type { KeepsakeData } from '../../../../../protocol/keepsake';
import type { Moment, SiteContext } from '../context';
import { Layout } from '../layout';
import { Byline, Empty, Pagination, Photo, PostMedia } from '../parts';

type PageProps = { ctx: SiteContext; page: number };

/** The moments wall in order: text, photo or GIF, hashtags and likes. */
export function MomentsPage({ ctx, page, items }: PageProps & { items: Moment[] }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} section="moments" page={page} title={t.moments}>
      <h1>{t.moments}</h1>
      <Pagination ctx={ctx} section="moments" page={page} />
      <Empty ctx={ctx} items={items}>
        <ol className="posts">
          {items.map((moment) => (
            <li key={moment.id} id={`moment-${moment.id}`} className="post">
              <Byline ctx={ctx} author={moment.author} createdAt={moment.createdAt} />
              {moment.content ? <p className="prose">{moment.content}</p> : null}
              <PostMedia
                ctx={ctx}
                file={moment.photo}
                video={moment.video}
                alt={moment.content || t.moments}
              />
              <p className="meta">
                {moment.hashtags.length ? (
                  <span className="tags">
                    {moment.hashtags.map((tag) => `#${tag}`).join(' ')} ·{' '}
                  </span>
                ) : null}
                {t.likes(moment.likes)}
              </p>
            </li>
          ))}
        </ol>
      </Empty>
      <Pagination ctx={ctx} section="moments" page={page} />
    </Layout>
  );
}

/** The GIFs guests made, large, with who made them. */
export function GifsPage({ ctx, page, items }: PageProps & { items: Moment[] }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} section="gifs" page={page} title={t.gifs}>
      <h1>{t.gifs}</h1>
      <Pagination ctx={ctx} section="gifs" page={page} />
      <Empty ctx={ctx} items={items}>
        <ul className="grid">
          {items.map((moment) => (
            <li key={moment.id}>
              <figure>
                <Photo ctx={ctx} file={moment.photo} alt={moment.content || t.gifs} />
                <figcaption>
                  {moment.content ? <span className="caption">{moment.content}</span> : null}
                  {moment.author ? <span className="author">{t.by(moment.author)}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Empty>
      <Pagination ctx={ctx} section="gifs" page={page} />
    </Layout>
  );
}

type GuestBookEntry = KeepsakeData['guestBook'][number];

/** The guest book's messages, each with its photo when one was added. */
export function GuestBookPage({ ctx, page, items }: PageProps & { items: GuestBookEntry[] }) {
  const { t } = ctx;
  return (
    <Layout ctx={ctx} section="guestbook" page={page} title={t.guestBook}>
      <h1>{t.guestBook}</h1>
      <Pagination ctx={ctx} section="guestbook" page={page} />
      <Empty ctx={ctx} items={items}>
        <ol className="posts">
          {items.map((entry) => (
            <li key={entry.id} id={`entry-${entry.id}`} className="post">
              <blockquote className="prose">{entry.message}</blockquote>
              <PostMedia
                ctx={ctx}
                file={entry.photo}
                video={entry.video}
                alt={entry.message || t.guestBook}
              />
              <Byline ctx={ctx} author={entry.author} createdAt={entry.createdAt} />
            </li>
          ))}
        </ol>
      </Empty>
      <Pagination ctx={ctx} section="guestbook" page={page} />
    </Layout>
  );
}

/** The games' final podium. */
export function PodiumPage({ ctx }: { ctx: SiteContext }) {
  const { data, t } = ctx;
  const podium = [...data.podium].sort((a, b) => a.rank - b.rank);
  return (
    <Layout ctx={ctx} section="podium" title={t.podium}>
      <h1>{t.podium}</h1>
      <Empty ctx={ctx} items={[...podium, ...data.quizzes]}>
        {podium.length ? <PodiumList ctx={ctx} podium={podium} /> : null}
        {data.quizzes.map((quiz) => (
          <section key={quiz.id} aria-labelledby={`quiz-${quiz.id}`}>
            <h2 id={`quiz-${quiz.id}`}>{t.quiz(quiz.title)}</h2>
            <PodiumList ctx={ctx} podium={quiz.podium} />
          </section>
        ))}
      </Empty>
    </Layout>
  );
}

/** A podium's places: a medal (its colour and its number), the name and the points. */
function PodiumList({ ctx, podium }: { ctx: SiteContext; podium: KeepsakeData['podium'] }) {
  const { t } = ctx;
  return (
    <ol className="podium">
      {[...podium]
        .sort((a, b) => a.rank - b.rank)
        .map((entry, index) => (
          <li key={index}>
            <span className={`rank medal-${entry.rank}`}>{t.rank(entry.rank)}</span>
            {entry.author ? <span className="author">{entry.author}</span> : null}
            <span className="score">{t.points(entry.score)}</span>
          </li>
        ))}
    </ol>
  );
}
