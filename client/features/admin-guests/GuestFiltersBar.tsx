import { useStrings } from '../../lib/use-strings';
import { guestCategories, rsvpStatuses } from '../../../protocol/admin-guests';
import { FilterBar } from '../admin/FilterBar';
import type { GuestFilters } from './guest-filter';
import './strings';

type Props = { filters: GuestFilters; onChange: (filters: GuestFilters) => void };

/** Search box, status filter and category filter, combined (spec §2 /admin Guest List). */
export function GuestFiltersBar({ filters, onChange }: Props) {
  const { t } = useStrings('admin-guests');
  return (
    <FilterBar
      columns="sm:grid-cols-[1fr_12rem_12rem]"
      search={{
        label: t('search'),
        placeholder: t('searchPlaceholder'),
        value: filters.search,
        onChange: (search) => onChange({ ...filters, search }),
      }}
      selects={[
        {
          label: t('statusFilter'),
          value: filters.status,
          onChange: (status) => onChange({ ...filters, status: status as GuestFilters['status'] }),
          choices: [
            { value: 'all', label: t('allStatuses') },
            ...rsvpStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ],
        },
        {
          label: t('categoryFilter'),
          value: filters.category,
          onChange: (category) =>
            onChange({ ...filters, category: category as GuestFilters['category'] }),
          choices: [
            { value: 'all', label: t('allCategories') },
            ...guestCategories.map((category) => ({
              value: category,
              label: t(`category.${category}`),
            })),
          ],
        },
      ]}
    />
  );
}
