import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { guestsApi } from '../../../protocol/guests';
import type { Rsvp } from '../../../protocol/rsvp';
import { rsvpLinksApi, type RsvpLinked } from '../../../protocol/rsvp-links';
import { call, queryKeyOf } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { useTopic } from '../../lib/realtime/useTopic';
import { Button } from '../../lib/ui/button';
import { Label } from '../../lib/ui/label';
import { toast } from '../../lib/ui/use-toast';
import './strings';

const unmatchedRsvpsKey = queryKeyOf(rsvpLinksApi.unmatched);
const guestListKey = queryKeyOf(guestsApi.list);

/** The unmatched list changes with every RSVP and every guest-list change: refetch on either. */
function useUnmatchedRsvps() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: unmatchedRsvpsKey });
  useTopic('rsvp', { 'rsvp:saved': () => void refresh() }, refresh);
  useTopic(
    'guests',
    { 'guests:updated': () => void refresh(), 'guests:saved': () => void refresh() },
    refresh,
  );
  return useQuery({ queryKey: unmatchedRsvpsKey, queryFn: () => call(rsvpLinksApi.unmatched) });
}

function useResolve() {
  const { t } = useStrings('adminAccess');
  const queryClient = useQueryClient();
  const done = (linked: RsvpLinked, added: boolean) => {
    queryClient.setQueryData<Rsvp[]>(unmatchedRsvpsKey, (list) =>
      list?.filter((r) => r.id !== linked.rsvpId),
    );
    void queryClient.invalidateQueries({ queryKey: guestListKey });
    toast(
      added
        ? { title: t('unmatched.added'), description: t('unmatched.addedDescription') }
        : {
            title: t('unmatched.linked'),
            description: t('unmatched.linkedDescription', {
              guest: `${linked.guest.firstName} ${linked.guest.lastName}`.trim(),
            }),
          },
    );
  };
  const fail = () => signalFailure(t('unmatched.failedTitle'), t('unmatched.failed'));
  return {
    link: useMutation({
      mutationFn: ({ rsvpId, guestId }: { rsvpId: string; guestId: string }) =>
        call(rsvpLinksApi.link, { params: { id: rsvpId }, body: { guestId } }),
      onSuccess: (linked) => done(linked, false),
      onError: fail,
    }),
    add: useMutation({
      mutationFn: (rsvpId: string) => call(rsvpLinksApi.addGuest, { params: { id: rsvpId } }),
      onSuccess: (linked) => done(linked, true),
      onError: fail,
    }),
  };
}

function UnmatchedRow({ rsvp, resolve }: { rsvp: Rsvp; resolve: ReturnType<typeof useResolve> }) {
  const { t } = useStrings('adminAccess');
  const guests =
    useQuery({ queryKey: guestListKey, queryFn: () => call(guestsApi.list) }).data ?? [];
  const [guestId, setGuestId] = useState('');
  const name = `${rsvp.firstName} ${rsvp.lastName}`;
  const busy = resolve.link.isPending || resolve.add.isPending;
  return (
    <li className="grid gap-3 rounded-lg border border-blush-100 bg-white p-4">
      <div>
        <p className="font-medium text-stone-800">{name}</p>
        <p className="text-sm text-stone-600">
          {rsvp.email} ·{' '}
          {rsvp.attending
            ? t('unmatched.attending', { count: rsvp.guestCount })
            : t('unmatched.declined')}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-1">
          <Label htmlFor={`link-${rsvp.id}`}>{t('unmatched.chooseGuest', { name })}</Label>
          <select
            id={`link-${rsvp.id}`}
            value={guestId}
            onChange={(event) => setGuestId(event.target.value)}
            className="h-11 rounded-md border border-stone-300 bg-white px-3 text-base"
          >
            <option value="">{t('unmatched.choosePlaceholder')}</option>
            {guests.map((guest) => (
              <option key={guest.id} value={guest.id}>
                {`${guest.firstName} ${guest.lastName}`.trim()}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="outline"
          disabled={!guestId || busy}
          onClick={() => resolve.link.mutate({ rsvpId: rsvp.id, guestId })}
        >
          {t('unmatched.link')}
        </Button>
        <Button disabled={busy} onClick={() => resolve.add.mutate(rsvp.id)}>
          {t('unmatched.add')}
        </Button>
      </div>
    </li>
  );
}

/** RSVPs that matched nobody on the guest list: link each to a guest, or add the person. */
export function UnmatchedRsvps() {
  const { t } = useStrings('adminAccess');
  const unmatched = useUnmatchedRsvps();
  const resolve = useResolve();
  return (
    <section aria-labelledby="unmatched-rsvps-title" className="grid gap-3">
      <h2 id="unmatched-rsvps-title" className="font-serif text-2xl font-semibold text-blush-700">
        {t('unmatched.title')}
      </h2>
      <p className="text-base text-stone-700">{t('unmatched.description')}</p>
      {unmatched.isPending ? (
        <p role="status">{t('unmatched.loading')}</p>
      ) : unmatched.isError ? (
        <p role="alert">{t('unmatched.loadFailed')}</p>
      ) : unmatched.data.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-stone-700">{t('unmatched.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {unmatched.data.map((rsvp) => (
            <UnmatchedRow key={rsvp.id} rsvp={rsvp} resolve={resolve} />
          ))}
        </ul>
      )}
    </section>
  );
}
