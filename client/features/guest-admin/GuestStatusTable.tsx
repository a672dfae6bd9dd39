import { useStrings } from '../../lib/use-strings';
import type { GuestStatus } from '../../../protocol/guests';
import { Badge } from '../../lib/ui/badge';
import { DataTable } from '../../lib/ui/data-table';
import './strings';

function LastAccess({ at }: { at?: string }) {
  const { t, i18n } = useStrings('guestAdmin');
  if (!at) return <>{t('table.never')}</>;
  return (
    <time dateTime={at}>
      {new Date(at).toLocaleString(i18n.resolvedLanguage, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })}
    </time>
  );
}

export function GuestStatusTable({ guests }: { guests: GuestStatus[] }) {
  const { t } = useStrings('guestAdmin');
  return (
    <DataTable
      caption={t('table.caption')}
      columns={[t('table.name'), t('table.status'), t('table.lastAccess')]}
      className="overflow-x-auto rounded-lg border border-blush-100 bg-white"
      tableClassName="w-full min-w-[28rem] text-left text-base"
      headClassName="bg-blush-50 text-stone-700"
      columnClassName="px-4 py-3 font-semibold"
    >
      {guests.map((guest) => (
        <tr key={guest.id} className="border-t border-blush-100">
          <th scope="row" className="px-4 py-3 font-medium text-stone-800">
            {`${guest.firstName} ${guest.lastName}`.trim()}
          </th>
          <td className="px-4 py-3">
            <Badge variant={guest.isAuthenticated ? 'default' : 'secondary'}>
              {guest.isAuthenticated ? t('table.signedIn') : t('table.pending')}
            </Badge>
          </td>
          <td className="px-4 py-3 text-stone-700">
            <LastAccess at={guest.lastLoginAt} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
