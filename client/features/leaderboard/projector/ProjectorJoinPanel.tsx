import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

/** Where the QR code leads: the home page's Games section. */
function gamesUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/#games`;
}

export function ProjectorJoinPanel({ publicUrl }: { publicUrl: string }) {
  const { t } = useTranslation('leaderboard');
  const target = gamesUrl(publicUrl);
  const shown = publicUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <div className="flex min-h-0 flex-col items-center gap-[calc(var(--u)*0.6)] rounded-[calc(var(--u)*1.2)] bg-white/10 p-[calc(var(--u)*1.2)] text-center">
      <h2 className="font-serif text-[calc(var(--u)*2.4)] leading-tight text-gold-400">
        {t('projector.join.title')}
      </h2>
      <div className="w-[calc(var(--u)*12)] shrink-0 rounded-[calc(var(--u)*0.6)] bg-white p-[calc(var(--u)*0.6)]">
        <QRCodeSVG
          value={target}
          size={512}
          level="M"
          marginSize={0}
          title={t('projector.join.qrLabel', { url: shown })}
          className="block h-auto w-full"
          data-testid="leaderboard-qr"
          data-value={target}
        />
      </div>
      <p className="text-[calc(var(--u)*1.7)] leading-snug">{t('projector.join.line')}</p>
      <p className="text-[calc(var(--u)*1.7)] leading-snug text-white/85">
        {t('projector.join.or')} <span className="break-all font-semibold text-white">{shown}</span>
      </p>
    </div>
  );
}
