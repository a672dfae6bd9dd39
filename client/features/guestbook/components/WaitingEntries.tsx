import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  guestBookEntrySchema,
  type CreateGuestBookEntryBody,
} from '../../../../protocol/guestbook';
import { WaitingToSendNotice } from '../../../lib/outbox/WaitingToSendNotice';
import { useOutboxSettled, useWaitingToSend } from '../../../lib/outbox/hooks';
import '../strings';
import { addToList } from '../hooks/useGuestBook';

/** Notes signed on this phone while it was offline, above the book until they are sent. */
export function WaitingEntries() {
  const { t } = useTranslation('guestbook');
  const queryClient = useQueryClient();
  const waiting = useWaitingToSend('guestbook-entry');
  useOutboxSettled('guestbook-entry', (settled) => {
    if (settled.outcome === 'sent')
      addToList(queryClient, guestBookEntrySchema.parse(settled.result));
  });
  if (waiting.length === 0) return null;
  return (
    <ol className="grid gap-3" aria-label={t('entries.waitingTitle')}>
      {waiting.map((item) => {
        const entry = item.body as CreateGuestBookEntryBody;
        return (
          <li
            key={item.key}
            data-outbox="waiting"
            className="rounded-xl border border-dashed border-amber-300 bg-amber-50/60 p-4"
          >
            <article aria-label={entry.guestName}>
              <p className="font-serif text-lg font-semibold text-stone-800">{entry.guestName}</p>
              <p className="mt-2 whitespace-pre-line break-words text-base text-stone-700">
                {entry.message}
              </p>
              <WaitingToSendNotice />
            </article>
          </li>
        );
      })}
    </ol>
  );
}
