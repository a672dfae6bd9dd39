import { useStrings } from '../../lib/use-strings';
import {
  guestCategories,
  rsvpStatuses,
  type BulkGuestAction,
} from '../../../protocol/admin-guests';
import { Button } from '../../lib/ui/button';
import './strings';

type Props = {
  count: number;
  pending: boolean;
  onAction: (action: BulkGuestAction) => void;
  onPrint: () => void;
  onClear: () => void;
};

const selectClass =
  'min-h-11 rounded-md border border-stone-300 bg-white px-2 text-base text-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500';

/** What can be done to all selected rows at once. */
export function BulkActionsBar({ count, pending, onAction, onPrint, onClear }: Props) {
  const { t } = useStrings('admin-guests');
  return (
    <div
      role="toolbar"
      aria-label={t('bulk.label')}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-blush-200 bg-blush-50 p-2"
    >
      <p className="px-2 font-medium text-stone-800" aria-live="polite">
        {t('bulk.selected', { count })}
      </p>
      <select
        aria-label={t('bulk.setStatus')}
        className={selectClass}
        value=""
        disabled={pending}
        onChange={(event) =>
          onAction({
            type: 'status',
            rsvpStatus: event.target.value as (typeof rsvpStatuses)[number],
          })
        }
      >
        <option value="" disabled>
          {t('bulk.setStatus')}
        </option>
        {rsvpStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </select>
      <select
        aria-label={t('bulk.setCategory')}
        className={selectClass}
        value=""
        disabled={pending}
        onChange={(event) =>
          onAction({
            type: 'category',
            category: event.target.value as (typeof guestCategories)[number],
          })
        }
      >
        <option value="" disabled>
          {t('bulk.setCategory')}
        </option>
        {guestCategories.map((category) => (
          <option key={category} value={category}>
            {t(`category.${category}`)}
          </option>
        ))}
      </select>
      <Button
        variant="outline"
        disabled={pending}
        onClick={() => onAction({ type: 'invitationSent', invitationSent: true })}
      >
        {t('bulk.markInvited')}
      </Button>
      <Button variant="outline" onClick={onPrint}>
        {t('toolbar.printInvitations')}
      </Button>
      <Button variant="destructive" disabled={pending} onClick={() => onAction({ type: 'delete' })}>
        {t('bulk.delete')}
      </Button>
      <Button variant="ghost" onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </div>
  );
}
