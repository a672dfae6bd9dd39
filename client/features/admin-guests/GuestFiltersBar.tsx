import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { guestCategories, rsvpStatuses } from '../../../protocol/admin-guests';
import { Input } from '../../lib/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../lib/ui/select';
import type { GuestFilters } from './guest-filter';
import './strings';

type Props = { filters: GuestFilters; onChange: (filters: GuestFilters) => void };

/** Search box, status filter and category filter, combined (spec §2 /admin Guest List). */
export function GuestFiltersBar({ filters, onChange }: Props) {
  const { t } = useTranslation('admin-guests');
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-3 size-5 text-stone-500"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          className="pl-10"
        />
      </div>
      <Select
        value={filters.status}
        onValueChange={(status) =>
          onChange({ ...filters, status: status as GuestFilters['status'] })
        }
      >
        <SelectTrigger aria-label={t('statusFilter')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('allStatuses')}</SelectItem>
          {rsvpStatuses.map((status) => (
            <SelectItem key={status} value={status}>
              {t(`status.${status}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={filters.category}
        onValueChange={(category) =>
          onChange({ ...filters, category: category as GuestFilters['category'] })
        }
      >
        <SelectTrigger aria-label={t('categoryFilter')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('allCategories')}</SelectItem>
          {guestCategories.map((category) => (
            <SelectItem key={category} value={category}>
              {t(`category.${category}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
