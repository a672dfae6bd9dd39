import { Copy, KeyRound, Pencil, Printer, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useStrings } from '../../lib/use-strings';
import { rsvpStatuses, type AdminGuest, type RsvpStatus } from '../../../protocol/admin-guests';
import { Button } from '../../lib/ui/button';
import './strings';

export type GuestRowActions = {
  onSelect: (id: string, selected: boolean) => void;
  onStatus: (guest: AdminGuest, status: RsvpStatus) => void;
  onEdit: (guest: AdminGuest) => void;
  onDelete: (guest: AdminGuest) => void;
  onCopyLink: (guest: AdminGuest) => void;
  onNewCode: (guest: AdminGuest) => void;
  onPrint: (guest: AdminGuest) => void;
};

type Props = { guest: AdminGuest; selected: boolean; actions: GuestRowActions };

/** The row's icon buttons, in their order: each named by its words, each acting on the row's guest. */
const rowButtons = [
  { label: 'edit', Icon: Pencil, act: 'onEdit' },
  { label: 'copyLink', Icon: Copy, act: 'onCopyLink' },
  { label: 'newCode', Icon: KeyRound, act: 'onNewCode' },
  { label: 'printCard', Icon: Printer, act: 'onPrint' },
  { label: 'delete', Icon: Trash2, act: 'onDelete' },
] as const;

/**
 * One row. Native checkbox and select keep a thousand rows light; memo skips rows whose guest and
 * selection did not change when another row does.
 */
export const GuestRow = memo(function GuestRow({ guest, selected, actions }: Props) {
  const { t } = useStrings('admin-guests');
  return (
    <tr className="border-b border-blush-100 align-middle hover:bg-blush-50/60">
      <td className="px-2 py-2">
        <input
          type="checkbox"
          className="size-5 accent-blush-600"
          aria-label={t('selectGuest', { name: guest.name })}
          checked={selected}
          onChange={(event) => actions.onSelect(guest.id, event.target.checked)}
        />
      </td>
      <td className="px-2 py-2 font-medium text-stone-900">{guest.name}</td>
      <td className="break-all px-2 py-2 text-stone-700">{guest.email}</td>
      <td className="px-2 py-2">
        <select
          aria-label={t('rsvpFor', { name: guest.name })}
          value={guest.rsvpStatus}
          onChange={(event) => actions.onStatus(guest, event.target.value as RsvpStatus)}
          className="min-h-11 rounded-md border border-stone-300 bg-white px-2 text-base text-stone-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500"
        >
          {rsvpStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="px-2 py-2 text-stone-700">{t(`category.${guest.category}`)}</td>
      <td className="px-2 py-2 text-stone-700">
        {/* A party of 4 from an RSVP is more than 'Yes': the number is what seating and catering need. */}
        {guest.partySize > 2
          ? t('partyOf', { count: guest.partySize })
          : t(guest.partySize > 1 ? 'yes' : 'no')}
      </td>
      <td className="px-2 py-2 text-stone-700">{guest.tableAssignment || t('notAssigned')}</td>
      <td className="px-2 py-2">
        <div className="flex gap-1" role="group" aria-label={t('actionsFor', { name: guest.name })}>
          {rowButtons.map(({ label, Icon, act }) => (
            <Button
              key={label}
              variant="ghost"
              size="icon"
              title={t(label)}
              aria-label={t(label)}
              onClick={() => actions[act](guest)}
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </div>
      </td>
    </tr>
  );
});
