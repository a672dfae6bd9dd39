import { BadgeCheck, Mail, Undo2 } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import type { GiftDonation } from '../../../protocol/gifts';
import { Badge } from '../../lib/ui/badge';
import { Button } from '../../lib/ui/button';
import { formatDay, formatGiftDate } from './gift-dates';
import { formatMoney } from './gift-tracker';
import './strings';

export type GiftAction = 'verify' | 'unverify' | 'markThankYou' | 'unmarkThankYou';

type Props = {
  gift: GiftDonation;
  timeZone: string;
  /** A change of this gift is on its way: its buttons wait. */
  busy: boolean;
  onAction: (action: GiftAction) => void;
};

/** One gift: who, how much and what for, how to reach them, and where it stands. */
export function GiftItem({ gift, timeZone, busy, onAction }: Props) {
  const { t, i18n } = useStrings('admin-gifts');
  const headingId = `gift-${gift.id}-donor`;
  const name = gift.donorName;
  const details: [string, string | undefined][] = [
    [t('list.email'), gift.donorEmail],
    [t('list.phone'), gift.donorPhone],
    [t('list.cashApp'), gift.cashAppUsername],
  ];
  return (
    <li
      aria-labelledby={headingId}
      data-testid="admin-gift"
      className="grid gap-3 rounded-xl border border-blush-100 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} className="font-serif text-xl text-blush-700">
          {name}
        </h4>
        <p className="text-xl font-semibold text-stone-900" data-testid="gift-amount">
          {formatMoney(gift.amount, gift.currency, i18n.language)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <Badge variant="outline">{t(`types.${gift.giftType}`)}</Badge>
        <time dateTime={gift.donatedAt}>
          {formatGiftDate(gift.donatedAt, timeZone, i18n.language)}
        </time>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-stone-700">{label}</dt>
            <dd className="break-words text-stone-900">
              {value ?? <span className="text-stone-600">{t('list.notGiven')}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {gift.message && (
        <blockquote className="whitespace-pre-line break-words border-l-4 border-blush-200 pl-3 text-stone-800">
          <span className="sr-only">{t('list.message')}: </span>
          <span>{gift.message}</span>
        </blockquote>
      )}
      <div className="flex flex-wrap items-center gap-2" data-testid="gift-status">
        {gift.isVerified ? (
          <Badge variant="secondary">
            <BadgeCheck className="size-4" aria-hidden />
            {t('list.verified')}
          </Badge>
        ) : (
          <Badge variant="outline">{t('list.notVerified')}</Badge>
        )}
        {gift.transactionId && (
          <span className="break-all text-sm text-stone-700">
            {t('list.transaction', { id: gift.transactionId })}
          </span>
        )}
        {gift.thankYouSentOn ? (
          <Badge variant="secondary">
            <Mail className="size-4" aria-hidden />
            {t('list.thankYouSent', { date: formatDay(gift.thankYouSentOn, i18n.language) })}
          </Badge>
        ) : (
          <Badge variant="outline">{t('list.thankYouOwed')}</Badge>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {gift.isVerified ? (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onAction('unverify')}>
            <Undo2 aria-hidden />
            {t('list.unverify')} <span className="sr-only">({name})</span>
          </Button>
        ) : (
          <Button size="sm" disabled={busy} onClick={() => onAction('verify')}>
            <BadgeCheck aria-hidden />
            {t('list.verify')} <span className="sr-only">({name})</span>
          </Button>
        )}
        {gift.thankYouSentOn ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onAction('unmarkThankYou')}
          >
            <Undo2 aria-hidden />
            {t('list.unmarkThankYou')} <span className="sr-only">({name})</span>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onAction('markThankYou')}
          >
            <Mail aria-hidden />
            {t('list.markThankYou')} <span className="sr-only">({name})</span>
          </Button>
        )}
      </div>
    </li>
  );
}
