import { useMemo } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { AdminGuest, BulkGuestAction } from '../../../protocol/admin-guests';
import { ApiError } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { ToastAction } from '../../lib/ui/toast';
import { toast } from '../../lib/ui/use-toast';
import type { GuestRowActions } from './GuestRow';
import { inviteLink } from './invite-link';
import './strings';
import {
  useBulkGuests,
  useDeleteGuest,
  useRegenerateInviteCode,
  useRestoreGuests,
  useSetRsvpStatus,
} from './useAdminGuests';

type Options = {
  publicUrl: string;
  setSelected: (update: (current: ReadonlySet<string>) => ReadonlySet<string>) => void;
  onEdit: (guest: AdminGuest) => void;
  onPrint: (guests: AdminGuest[]) => void;
};

/** A 401 sends the organizer back to the sign-in form; no toast for that. */
const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

const without = (current: ReadonlySet<string>, ids: string[]) => {
  const next = new Set(current);
  for (const id of ids) next.delete(id);
  return next;
};

/** What the row buttons and the bulk bar do, with their toasts (undo included). */
export function useGuestActions({ publicUrl, setSelected, onEdit, onPrint }: Options) {
  const { t } = useStrings('admin-guests');
  // `mutate` functions are stable, so the rows' actions stay the same object between renders and
  // memoised rows do not redraw.
  const { mutate: changeStatus } = useSetRsvpStatus();
  const { mutate: deleteOne } = useDeleteGuest();
  const { mutate: restoreRows } = useRestoreGuests();
  const { mutate: regenerateCode } = useRegenerateInviteCode();
  const { mutate: runBulkAction, isPending: bulkPending } = useBulkGuests();

  const actions = useMemo(() => {
    const failed = (description: string) => (error: unknown) => {
      if (!signedOut(error)) signalFailure(t('toast.errorTitle'), description);
    };
    const offerUndo = (deleted: AdminGuest[]) =>
      toast({
        title: t('toast.deleted'),
        description:
          deleted.length === 1
            ? t('toast.deletedDescription', { name: deleted[0]!.name })
            : t('toast.deletedMany', { count: deleted.length }),
        action: (
          <ToastAction
            altText={t('toast.undo')}
            onClick={() =>
              restoreRows(deleted, {
                onSuccess: () => toast({ title: t('toast.restored') }),
                onError: (error) =>
                  failed(
                    error instanceof ApiError && error.serverMessage
                      ? error.serverMessage
                      : t('toast.saveFailed'),
                  )(error),
              })
            }
          >
            {t('toast.undo')}
          </ToastAction>
        ),
      });

    const row: GuestRowActions = {
      onSelect: (id, on) =>
        setSelected((current) => {
          const next = new Set(current);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
      onStatus: (guest, rsvpStatus) =>
        changeStatus(
          { id: guest.id, rsvpStatus },
          {
            onSuccess: () =>
              toast({
                title: t('toast.rsvpUpdated'),
                description: t('toast.rsvpUpdatedDescription'),
              }),
            onError: failed(t('toast.rsvpFailed')),
          },
        ),
      onEdit,
      onDelete: (guest) =>
        deleteOne(guest.id, {
          onSuccess: (deleted) => {
            setSelected((current) => without(current, [deleted.id]));
            offerUndo([deleted]);
          },
          onError: failed(t('toast.deleteFailed')),
        }),
      onCopyLink: (guest) => {
        const link = inviteLink(publicUrl, guest.inviteCode);
        navigator.clipboard
          .writeText(link)
          .then(() =>
            toast({ title: t('toast.copied'), description: t('toast.copiedDescription') }),
          )
          .catch(() =>
            toast({ title: t('toast.errorTitle'), description: t('toast.copyFailed', { link }) }),
          );
      },
      onNewCode: (guest) =>
        regenerateCode(guest.id, {
          onSuccess: ({ inviteCode }) =>
            toast({
              title: t('toast.newCode'),
              description: t('toast.newCodeDescription', { code: inviteCode }),
            }),
          onError: failed(t('toast.saveFailed')),
        }),
      onPrint: (guest) => onPrint([guest]),
    };

    /** Bulk delete keeps the rows (from the list) so that 'Undo' can put them back. */
    const runBulk = (ids: string[], action: BulkGuestAction, rows: readonly AdminGuest[]) =>
      runBulkAction(
        { ids, action },
        {
          onSuccess: ({ saved, deletedIds }) => {
            if (action.type === 'delete') {
              const gone = new Set(deletedIds);
              setSelected((current) => without(current, deletedIds));
              offerUndo(rows.filter((guest) => gone.has(guest.id)));
            } else {
              toast({
                title: action.type === 'status' ? t('toast.rsvpUpdated') : t('toast.saved'),
                description: t('bulk.done', { count: saved.length }),
              });
            }
          },
          onError: failed(t('toast.bulkFailed')),
        },
      );

    return { row, runBulk };
  }, [
    t,
    publicUrl,
    setSelected,
    onEdit,
    onPrint,
    changeStatus,
    deleteOne,
    restoreRows,
    regenerateCode,
    runBulkAction,
  ]);
  return { ...actions, bulkPending };
}
