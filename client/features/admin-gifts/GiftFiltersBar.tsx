import { useStrings } from '../../lib/use-strings';
import { giftTypes } from '../../../protocol/gifts';
import { FilterBar } from '../admin/FilterBar';
import { giftStatuses, type GiftFilters } from './gift-tracker';
import './strings';

type Props = { filters: GiftFilters; onChange: (filters: GiftFilters) => void };

/** Search box, gift type and status, combined. */
export function GiftFiltersBar({ filters, onChange }: Props) {
  const { t } = useStrings('admin-gifts');
  return (
    <FilterBar
      columns="md:grid-cols-[1fr_14rem_14rem]"
      search={{
        label: t('filters.search'),
        placeholder: t('filters.searchPlaceholder'),
        value: filters.search,
        onChange: (search) => onChange({ ...filters, search }),
      }}
      selects={[
        {
          label: t('filters.type'),
          value: filters.giftType,
          onChange: (giftType) =>
            onChange({ ...filters, giftType: giftType as GiftFilters['giftType'] }),
          choices: [
            { value: 'all', label: t('filters.allTypes') },
            ...giftTypes.map((type) => ({ value: type, label: t(`types.${type}`) })),
          ],
        },
        {
          label: t('filters.status'),
          value: filters.status,
          onChange: (status) => onChange({ ...filters, status: status as GiftFilters['status'] }),
          choices: giftStatuses.map((status) => ({
            value: status,
            label: t(`filters.statuses.${status}`),
          })),
        },
      ]}
    />
  );
}
