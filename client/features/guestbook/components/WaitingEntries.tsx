import { useQueryClient } from '@tanstack/react-query';
import { useStrings } from '../../../lib/use-strings';
import { guestBookEntrySchema } from '../../../../protocol/guestbook';
import { useOutboxSettled } from '../../../lib/outbox/hooks';
import { WaitingList } from '../../../lib/outbox/WaitingList';
import '../strings';
import { addToList } from '../hooks/useGuestBook';

/** Notes signed on this phone while it was offline, above the book until they are sent. */
export function WaitingEntries() {
  const { t } = useStrings('guestbook');
  const queryClient = useQueryClient();
  useOutboxSettled('guestbook-entry', (settled) => {
    if (settled.outcome === 'sent')
      addToList(queryClient, guestBookEntrySchema.parse(settled.result));
  });
  return (
    <WaitingList
      kind="guestbook-entry"
      ordered
      label={t('entries.waitingTitle')}
      className="grid gap-3"
      itemClassName="rounded-xl p-4"
      articleLabel={(entry) => entry.guestName}
    >
      {(entry) => (
        <>
          <p className="font-serif text-lg font-semibold text-stone-800">{entry.guestName}</p>
          <p className="mt-2 whitespace-pre-line break-words text-base text-stone-700">
            {entry.message}
          </p>
        </>
      )}
    </WaitingList>
  );
}
