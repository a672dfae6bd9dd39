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

/** A select that acts at once on the value picked, then shows its label again. */
function BulkSelect<T extends string>({
  label,
  options,
  optionText,
  disabled,
  onPick,
}: {
  label: string;
  options: readonly T[];
  optionText: (option: T) => string;
  disabled: boolean;
  onPick: (option: T) => void;
}) {
  return (
    <select
      aria-label={label}
      className={selectClass}
      value=""
      disabled={disabled}
      onChange={(event) => onPick(event.target.value as T)}
    >
      <option value="" disabled>
        {label}
      </option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionText(option)}
        </option>
      ))}
    </select>
  );
}

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
      <BulkSelect
        label={t('bulk.setStatus')}
        options={rsvpStatuses}
        optionText={(status) => t(`status.${status}`)}
        disabled={pending}
        onPick={(rsvpStatus) => onAction({ type: 'status', rsvpStatus })}
      />
      <BulkSelect
        label={t('bulk.setCategory')}
        options={guestCategories}
        optionText={(category) => t(`category.${category}`)}
        disabled={pending}
        onPick={(category) => onAction({ type: 'category', category })}
      />
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
