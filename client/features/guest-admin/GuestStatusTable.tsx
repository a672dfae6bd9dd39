import { useTranslation } from 'react-i18next';
import type { GuestStatus } from '../../../protocol/guests';
import { Badge } from '../../lib/ui/badge';
import './strings';

function LastAccess({ at }: { at?: string }) {
  const { t, i18n } = useTranslation('guestAdmin');
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
  const { t } = useTranslation('guestAdmin');
  return (
    <div className="overflow-x-auto rounded-lg border border-blush-100 bg-white">
      <table className="w-full min-w-[28rem] text-left text-base">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-blush-50 text-stone-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('table.name')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('table.status')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('table.lastAccess')}
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
