import { useStrings } from '../../lib/use-strings';
import { GIFT_CURRENCY, giftTypes, type GiftDonation } from '../../../protocol/gifts';
import { formatMoney, giftTotals, type GiftTotal } from './gift-tracker';
import './strings';

function TotalCard({ title, total, testId }: { title: string; total: GiftTotal; testId: string }) {
  const { t, i18n } = useStrings('admin-gifts');
  const money = (cents: number) => formatMoney(cents, GIFT_CURRENCY, i18n.language);
  return (
    <li data-testid={testId} className="grid gap-1 rounded-xl border border-blush-100 bg-white p-4">
      <h4 className="font-medium text-stone-700">{title}</h4>
      <p className="text-2xl font-semibold text-stone-900" data-testid="total-amount">
        {money(total.amount)}
      </p>
      <p className="text-sm text-stone-700">
        {t('totals.gifts', { count: total.count })} ·{' '}
        {t('totals.verified', { amount: money(total.verifiedAmount) })}
      </p>
      <p className="text-sm text-stone-700">{t('totals.owed', { count: total.thankYouOwed })}</p>
    </li>
  );
}

/** Totals per gift type and overall, over every gift (whatever the filters show). */
export function GiftTotals({ gifts }: { gifts: readonly GiftDonation[] }) {
  const { t } = useStrings('admin-gifts');
  const { byType, overall } = giftTotals(gifts);
  return (
    <section aria-labelledby="gift-totals-title" className="grid gap-3">
      <h3 id="gift-totals-title" className="sr-only">
        {t('totals.title')}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-3">
        {giftTypes.map((type) => (
          <TotalCard
            key={type}
            title={t(`types.${type}`)}
            total={byType[type]}
            testId={`total-${type}`}
          />
        ))}
        <TotalCard title={t('totals.overall')} total={overall} testId="total-overall" />
      </ul>
    </section>
  );
}
