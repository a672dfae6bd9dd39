import { Search } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { OrganizerPage } from '../../lib/ui/organizer-page';
import { OrganizerGate } from '../admin/OrganizerGate';
import { guestStatusStats, matchesName } from './guest-status-cache';
import { GuestStatusTable } from './GuestStatusTable';
import { useGuestStatusList } from './useGuestStatusList';
import './strings';

/** A `dl` group: its own div holds the term and the value directly, as lists require. */
function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 rounded-xl border border-blush-100 bg-white p-5 text-center shadow-sm">
      <dt className="text-base text-stone-600">{label}</dt>
      <dd className="font-serif text-3xl font-semibold text-blush-700">{value}</dd>
    </div>
  );
}

function GuestStatusList() {
  const { t } = useStrings('guestAdmin');
  const list = useGuestStatusList();
  const [term, setTerm] = useState('');

  if (list.isPending)
    return (
      <p role="status" className="text-stone-600">
        {t('loading')}
      </p>
    );
  if (list.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 text-stone-700">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const guests = list.data;
  const stats = guestStatusStats(guests);
  const shown = guests.filter((guest) => matchesName(guest, term));
  return (
    <div className="grid gap-6">
      <dl aria-label={t('stats.label')} className="grid gap-3 sm:grid-cols-3">
        <StatCard label={t('stats.total')} value={String(stats.total)} />
        <StatCard label={t('stats.authenticated')} value={String(stats.authenticated)} />
        <StatCard label={t('stats.accessRate')} value={`${stats.accessRate}%`} />
      </dl>
      <div className="grid gap-1.5">
        <Label htmlFor="guest-admin-search">{t('search.label')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-500"
            aria-hidden
          />
          <Input
            id="guest-admin-search"
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={t('search.placeholder')}
            className="pl-10"
          />
        </div>
      </div>
      {shown.length ? (
        <GuestStatusTable guests={shown} />
      ) : (
        <p role="status" className="rounded-lg bg-white p-6 text-center text-stone-700">
          {term.trim() ? t('noMatch', { term: term.trim() }) : t('empty')}
        </p>
      )}
    </div>
  );
}

/** /guest-admin: who has signed in with their invite code, live, for organizers only. */
export function GuestAdminPage() {
  const { t } = useStrings('guestAdmin');
  return (
    <OrganizerPage
      width="4xl"
      title={t('title')}
      documentTitle={t('documentTitle')}
      backHome={t('backHome')}
    >
      <OrganizerGate>
        <GuestStatusList />
      </OrganizerGate>
    </OrganizerPage>
  );
}
