import { Download } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { GIFT_CURRENCY, type GiftDonation } from '../../../protocol/gifts';
import { ApiError } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { QueryStatus } from '../../lib/query-status';
import { AdminSection } from '../../lib/ui/admin-section';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import { serverText } from '../../lib/error-text';
import { downloadCsv } from '../admin-guests/guest-csv-export';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { GIFT_CSV_FILE_NAME, giftsToCsv, type GiftCsvWords } from './gift-csv';
import { filterGifts, formatMoney, noGiftFilters, type GiftFilters } from './gift-tracker';
import { GiftFiltersBar } from './GiftFiltersBar';
import { GiftItem, type GiftAction } from './GiftItem';
import { GiftTotals } from './GiftTotals';
import './strings';
import { ThankYouDialog } from './ThankYouDialog';
import { useChangeGift, useGifts, type GiftChange } from './useGifts';
import { VerifyGiftDialog } from './VerifyGiftDialog';

type Asking = { action: 'verify' | 'markThankYou'; id: string } | null;

const toastTitle = {
  verify: 'toast.verified',
  unverify: 'toast.unverified',
  markThankYou: 'toast.thankYouMarked',
  unmarkThankYou: 'toast.thankYouUnmarked',
} as const;

/** The /admin 'Gifts' tab: every gift, its totals, and what is left to check or thank for. */
export function GiftsTab() {
  const { t, i18n } = useStrings('admin-gifts');
  const gifts = useGifts();
  const settings = useWeddingSettings();
  const timeZone = settings.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const changeGift = useChangeGift();
  const [filters, setFilters] = useState<GiftFilters>(noGiftFilters);
  const [asking, setAsking] = useState<Asking>(null);

  const all = gifts.data;
  const deferredFilters = useDeferredValue(filters);
  const shown = useMemo(() => filterGifts(all ?? [], deferredFilters), [all, deferredFilters]);
  const shownAmount = shown.reduce((sum, gift) => sum + gift.amount, 0);
  // The dialog follows the live row, so a push while it is open shows at once.
  const askedGift = asking && all?.find((gift) => gift.id === asking.id);

  /** Sends one change; a refusal (already verified, ...) is said in the organizer's language. */
  const change = async (request: GiftChange) => {
    await changeGift.mutateAsync(request);
    toast({ title: t(toastTitle[request.kind]) });
  };
  const changeNow = (request: GiftChange) =>
    change(request).catch((error: unknown) =>
      signalFailure(
        t('toast.errorTitle'),
        error instanceof ApiError && error.status < 500 && error.serverMessage
          ? (serverText(error) ?? t('toast.failed'))
          : t('toast.failed'),
        error,
      ),
    );

  const onAction = (gift: GiftDonation, action: GiftAction) => {
    if (action === 'verify' || action === 'markThankYou') setAsking({ action, id: gift.id });
    else void changeNow({ kind: action, id: gift.id });
  };

  const exportCsv = () => {
    const words: GiftCsvWords = {
      columns: t('csv.columns', { returnObjects: true }) as GiftCsvWords['columns'],
      types: t('types', { returnObjects: true }) as GiftCsvWords['types'],
      yes: t('csv.yes'),
      no: t('csv.no'),
    };
    downloadCsv(giftsToCsv(shown, words, timeZone), GIFT_CSV_FILE_NAME);
    toast({
      title: t('toast.exported'),
      description: t('toast.exportedDescription', {
        count: shown.length,
        file: GIFT_CSV_FILE_NAME,
      }),
    });
  };

  return (
    <AdminSection
      titleId="admin-gifts-title"
      title={t('title')}
      intro={t('intro')}
      actions={
        <Button variant="outline" onClick={exportCsv} disabled={!shown.length}>
          <Download aria-hidden />
          {t('list.exportCsv')}
        </Button>
      }
    >
      <QueryStatus
        query={gifts}
        loadingText={t('list.loading')}
        errorText={t('list.error')}
        retryText={t('list.retry')}
        align="start"
      />
      {all && <GiftTotals gifts={all} />}
      {all && (
        <section aria-labelledby="gift-list-title" className="grid gap-3">
          <h3 id="gift-list-title" className="font-serif text-2xl text-blush-700">
            {t('list.title')}
          </h3>
          <GiftFiltersBar filters={filters} onChange={setFilters} />
          <p className="text-stone-700" role="status" data-testid="gifts-showing">
            {t('list.showing', {
              count: shown.length,
              amount: formatMoney(shownAmount, GIFT_CURRENCY, i18n.language),
            })}
          </p>
          {shown.length ? (
            <ul className="grid gap-3">
              {shown.map((gift) => (
                <GiftItem
                  key={gift.id}
                  gift={gift}
                  timeZone={timeZone}
                  busy={changeGift.isPending && changeGift.variables.id === gift.id}
                  onAction={(action) => onAction(gift, action)}
                />
              ))}
            </ul>
          ) : (
            <p className="rounded-lg border border-dashed border-blush-200 bg-white p-6 text-center text-stone-600">
              {all.length ? t('list.noMatch') : t('list.empty')}
            </p>
          )}
        </section>
      )}
      {askedGift && asking.action === 'verify' && (
        <VerifyGiftDialog
          key={askedGift.id}
          gift={askedGift}
          onVerify={(transactionId) => change({ kind: 'verify', id: askedGift.id, transactionId })}
          onClose={() => setAsking(null)}
        />
      )}
      {askedGift && asking.action === 'markThankYou' && (
        <ThankYouDialog
          key={askedGift.id}
          gift={askedGift}
          onMark={(sentOn) => change({ kind: 'markThankYou', id: askedGift.id, sentOn })}
          onClose={() => setAsking(null)}
        />
      )}
    </AdminSection>
  );
}
