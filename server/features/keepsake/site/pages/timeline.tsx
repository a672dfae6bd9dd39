import type { SiteContext } from '../context';
import { reactionLabel } from '../catalog';
import { Layout } from '../layout';
import { Byline, Empty, Localized, PostMedia } from '../parts';

/** The day's programme, each event with what guests wrote during it and how they reacted. */
export function TimelinePage({ ctx }: { ctx: SiteContext }) {
  const { data, t } = ctx;
  return (
    <Layout ctx={ctx} section="timeline" title={t.timeline}>
      <h1>{t.timeline}</h1>
      <Empty ctx={ctx} items={data.timeline}>
        {data.timeline.map((event) => {
          const reactions = Object.entries(event.reactions).filter(([, count]) => count > 0);
          return (
            <section
              key={event.id}
              id={`event-${event.id}`}
              className="event"
              aria-labelledby={`event-title-${event.id}`}
            >
              <h2 id={`event-title-${event.id}`}>
                <span className="time">{event.time}</span>{' '}
                <Localized ctx={ctx} text={event.title} />
              </h2>
              <Localized ctx={ctx} text={event.description} as="p" className="prose" />
              {reactions.length ? (
                <ul className="reactions" aria-label={t.reactions}>
                  {reactions.map(([kind, count]) => (
                    <li key={kind}>
                      {reactionLabel(t, kind)}: <strong>{count}</strong>
                    </li>
                  ))}
                </ul>
              ) : null}
              <h3>{t.messages}</h3>
              {event.messages.length ? (
                <ol className="posts">
                  {event.messages.map((message) => (
                    <li key={message.id} className="post">
                      <Byline ctx={ctx} author={message.author} createdAt={message.createdAt} />
                      <p className="prose">{message.content}</p>
                      <PostMedia
                        ctx={ctx}
                        file={message.photo}
                        video={message.video}
                        alt={message.content || t.messages}
                      />
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="empty">{t.noMessages}</p>
              )}
            </section>
          );
        })}
      </Empty>
    </Layout>
  );
}
