import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { giftTypes } from '../../../protocol/gifts';
import { Input } from '../../lib/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../lib/ui/select';
import { giftStatuses, type GiftFilters } from './gift-tracker';
import './strings';

type Props = { filters: GiftFilters; onChange: (filters: GiftFilters) => void };

/** Search box, gift type and status, combined. */
export function GiftFiltersBar({ filters, onChange }: Props) {
  const { t } = useTranslation('admin-gifts');
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_14rem_14rem]">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-3 size-5 text-stone-500"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          className="pl-10"
        />
      </div>
      <Select
        value={filters.giftType}
        onValueChange={(giftType) =>
          onChange({ ...filters, giftType: giftType as GiftFilters['giftType'] })
        }
      >
        <SelectTrigger aria-label={t('filters.type')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('filters.allTypes')}</SelectItem>
          {giftTypes.map((type) => (
            <SelectItem key={type} value={type}>
              {t(`types.${type}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={filters.status}
        onValueChange={(status) =>
          onChange({ ...filters, status: status as GiftFilters['status'] })
        }
      >
        <SelectTrigger aria-label={t('filters.status')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {giftStatuses.map((status) => (
            <SelectItem key={status} value={status}>
              {t(`filters.statuses.${status}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
