import { Download, Printer, Upload, UserPlus } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { AdminGuest } from '../../../protocol/admin-guests';
import { GUEST_CSV_EXPORT } from '../../../protocol/constants';
import { QueryStatus } from '../../lib/query-status';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { signalFailure } from '../../lib/failure-feedback';
import { usePublicUrl } from '../live-wall/useLiveWallConfig';
import { BulkActionsBar } from './BulkActionsBar';
import { exportGuestList } from './guest-csv-export';
import {
  defaultSort,
  filterGuests,
  noFilters,
  sortGuests,
  type GuestFilters,
  type GuestSort,
} from './guest-filter';
import { GuestFiltersBar } from './GuestFiltersBar';
import { GuestFormDialog } from './GuestFormDialog';
import { GuestTable } from './GuestTable';
import { ImportDialog } from './ImportDialog';
import { InvitationCards } from './InvitationCards';
import './strings';
import { useAdminGuests } from './useAdminGuests';
import { useGuestActions } from './useGuestActions';

type Editing = { guest?: AdminGuest } | null;

/** The /admin 'Guest List' tab: 'Guest Management'. */
export function GuestListTab() {
  const { t } = useStrings('admin-guests');
  const guests = useAdminGuests();
  const publicUrl = usePublicUrl();
  const [filters, setFilters] = useState<GuestFilters>(noFilters);
  const [sort, setSort] = useState<GuestSort>(defaultSort);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const [printing, setPrinting] = useState<AdminGuest[]>([]);

  const all = guests.data;
  // Typing stays responsive at a thousand rows: the table follows the filters at lower priority.
  const deferredFilters = useDeferredValue(filters);
  const shown = useMemo(
    () => sortGuests(filterGuests(all ?? [], deferredFilters), sort),
    [all, deferredFilters, sort],
  );
  // Rows deleted elsewhere leave the selection too.
  const selectedRows = useMemo(
    () => (all ?? []).filter((guest) => selected.has(guest.id)),
    [all, selected],
  );

  const onEdit = useCallback((guest: AdminGuest) => setEditing({ guest }), []);
  const actions = useGuestActions({ publicUrl, setSelected, onEdit, onPrint: setPrinting });

  const exportCsv = async () => {
    try {
      await exportGuestList(shown);
    } catch (error) {
      signalFailure(t('toast.exportFailedTitle'), t('toast.exportFailed'), error);
      return;
    }
    toast({
      title: t('toast.exported'),
      description: t('toast.exportedDescription', {
        count: shown.length,
        file: GUEST_CSV_EXPORT.fileName,
      }),
    });
  };

  return (
    <section aria-labelledby="guest-management-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="guest-management-title"
          className="font-serif text-2xl font-semibold text-blush-700"
        >
          {t('heading')}{' '}
          <span className="text-lg font-normal text-stone-600">
            ({t('count', { count: shown.length })})
          </span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing({})}>
            <UserPlus aria-hidden />
            {t('toolbar.addGuest')}
          </Button>
          <Button variant="outline" onClick={() => void exportCsv()} disabled={!all}>
            <Download aria-hidden />
            {t('toolbar.exportCsv')}
          </Button>
          <Button variant="outline" onClick={() => setImporting(true)} disabled={!all}>
            <Upload aria-hidden />
            {t('toolbar.importCsv')}
          </Button>
          <Button variant="outline" onClick={() => setPrinting(shown)} disabled={!shown.length}>
            <Printer aria-hidden />
            {t('toolbar.printInvitations')}
          </Button>
        </div>
      </div>
      <GuestFiltersBar filters={filters} onChange={setFilters} />
      {selectedRows.length > 0 && (
        <BulkActionsBar
          count={selectedRows.length}
          pending={actions.bulkPending}
          onAction={(action) =>
            actions.runBulk(
              selectedRows.map((guest) => guest.id),
              action,
              selectedRows,
            )
          }
          onPrint={() => setPrinting(selectedRows)}
          onClear={() => setSelected(new Set())}
        />
      )}
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
            onSelectAll={(on) =>
              setSelected(on ? new Set(shown.map((guest) => guest.id)) : new Set())
            }
            actions={actions.row}
          />
        ) : (
          <p className="rounded-lg border border-dashed border-blush-200 bg-white p-6 text-center text-stone-600">
            {all.length ? t('empty') : t('emptyList')}
          </p>
        ))}
      <GuestFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        guest={editing?.guest}
      />
      <ImportDialog open={importing} onOpenChange={setImporting} existing={all ?? []} />
      <InvitationCards guests={printing} publicUrl={publicUrl} onClose={() => setPrinting([])} />
    </section>
  );
}
