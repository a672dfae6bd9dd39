import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGuest, RsvpStatus } from '../../../protocol/admin-guests';
import { signalFailure } from '../../lib/failure-feedback';
import { QueryStatus } from '../../lib/query-status';
import { ToastAction } from '../../lib/ui/toast';
import { toast } from '../../lib/ui/use-toast';
import {
  defaultSort,
  filterGuests,
  noFilters,
  sortGuests,
  type GuestFilters,
  type GuestSort,
} from './guest-filter';
import { GuestFiltersBar } from './GuestFiltersBar';
import type { GuestRowActions } from './GuestRow';
import { GuestTable } from './GuestTable';
import './strings';
import {
  useAdminGuests,
  useDeleteGuest,
  useRestoreGuests,
  useSetRsvpStatus,
} from './useAdminGuests';

/** The /admin 'Guest List' tab: 'Guest Management'. */
export function GuestListTab() {
  const { t } = useTranslation('admin-guests');
  const guests = useAdminGuests();
  const [filters, setFilters] = useState<GuestFilters>(noFilters);
  const [sort, setSort] = useState<GuestSort>(defaultSort);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const setStatus = useSetRsvpStatus();
  const deleteGuest = useDeleteGuest();
  const restore = useRestoreGuests();

  const all = guests.data;
  const shown = useMemo(
    () => sortGuests(filterGuests(all ?? [], filters), sort),
    [all, filters, sort],
  );

  const undoDelete = useCallback(
    (deleted: AdminGuest[]) =>
      restore.mutate(deleted, {
        onSuccess: () => toast({ title: t('toast.restored') }),
        onError: () => signalFailure(t('toast.errorTitle'), t('toast.saveFailed')),
      }),
    [restore, t],
  );

  const actions = useMemo<GuestRowActions>(
    () => ({
      onSelect: (id, on) =>
        setSelected((current) => {
          const next = new Set(current);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
      onStatus: (guest: AdminGuest, rsvpStatus: RsvpStatus) =>
        setStatus.mutate(
          { id: guest.id, rsvpStatus },
          {
            onSuccess: () =>
              toast({
                title: t('toast.rsvpUpdated'),
                description: t('toast.rsvpUpdatedDescription'),
              }),
            onError: () => signalFailure(t('toast.errorTitle'), t('toast.rsvpFailed')),
          },
        ),
      onEdit: () => undefined,
      onDelete: (guest: AdminGuest) =>
        deleteGuest.mutate(guest.id, {
          onSuccess: (deleted) => {
            setSelected((current) => {
              const next = new Set(current);
              next.delete(deleted.id);
              return next;
            });
            toast({
              title: t('toast.deleted'),
              description: t('toast.deletedDescription', { name: deleted.name }),
              action: (
                <ToastAction altText={t('toast.undo')} onClick={() => undoDelete([deleted])}>
                  {t('toast.undo')}
                </ToastAction>
              ),
            });
          },
          onError: () => signalFailure(t('toast.errorTitle'), t('toast.deleteFailed')),
        }),
      onCopyLink: () => undefined,
      onNewCode: () => undefined,
    }),
    [setStatus, deleteGuest, undoDelete, t],
  );

  const selectAllShown = (on: boolean) =>
    setSelected(on ? new Set(shown.map((guest) => guest.id)) : new Set());

  return (
    <section aria-labelledby="guest-management-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2
          id="guest-management-title"
          className="font-serif text-2xl font-semibold text-blush-700"
        >
          {t('heading')}{' '}
          <span className="text-lg font-normal text-stone-600">
            ({t('count', { count: shown.length })})
          </span>
        </h2>
      </div>
      <GuestFiltersBar filters={filters} onChange={setFilters} />
      <QueryStatus
        query={guests}
        loadingText={t('loading')}
        errorText={t('loadError')}
        retryText={t('retry')}
        align="start"
      />
      {all &&
        (shown.length ? (
          <GuestTable
            guests={shown}
            sort={sort}
            onSort={setSort}
            selected={selected}
            onSelectAll={selectAllShown}
            actions={actions}
          />
        ) : (
          <p className="rounded-lg border border-dashed border-blush-200 bg-white p-6 text-center text-stone-600">
            {all.length ? t('empty') : t('emptyList')}
          </p>
        ))}
    </section>
  );
}
