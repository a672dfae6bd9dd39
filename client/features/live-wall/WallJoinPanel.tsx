import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { MomentStats } from '../../../protocol/moments';
import { joinUrl } from './join-url';
import './strings';

export function WallJoinPanel({ publicUrl, stats }: { publicUrl: string; stats?: MomentStats }) {
  const { t } = useTranslation('live-wall');
  const target = joinUrl(publicUrl);
  const shown = publicUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <aside className="flex min-h-0 flex-col items-center gap-[calc(var(--u)*1)] rounded-[calc(var(--u)*1.2)] bg-white/10 p-[calc(var(--u)*1.6)] text-center text-white">
      <h2 className="font-serif text-[calc(var(--u)*2.6)] leading-tight text-gold-400">
        {t('join.title')}
      </h2>
      <div className="w-[calc(var(--u)*13)] shrink-0 rounded-[calc(var(--u)*0.8)] bg-white p-[calc(var(--u)*0.8)]">
        <QRCodeSVG
          value={target}
          size={512}
          level="M"
          marginSize={0}
          title={t('join.qrLabel', { url: shown })}
          className="block h-auto w-full"
          data-testid="wall-qr"
          data-value={target}
        />
      </div>
      <p className="text-[calc(var(--u)*1.7)] leading-snug">{t('join.line')}</p>
      <p className="text-[calc(var(--u)*1.7)] leading-snug text-white/85">
        {t('join.or')} <span className="break-all font-semibold text-white">{shown}</span>
      </p>
      {stats && (
        <p className="mt-auto text-[calc(var(--u)*1.8)] font-semibold" aria-live="polite">
          {t('stats.moments', { count: stats.totalMoments })} ·{' '}
          {t('stats.likes', { count: stats.totalLikes })}
        </p>
      )}
    </aside>
  );
}
