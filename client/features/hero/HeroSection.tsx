import { useStrings } from '../../lib/use-strings';
import { townAndStateOf } from '../../../protocol/wedding-place';
import { QueryStatus } from '../../lib/query-status';
import { CountdownCard } from '../countdown/CountdownCard';
import { useWeddingPhase } from '../countdown/useWeddingPhase';
import { formatWeddingDate } from '../../../protocol/wedding-date-format';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import './strings';
import { WelcomeBanner } from './WelcomeBanner';

/** The top of the home page (#home): the couple, the day and the countdown. */
export function HeroSection() {
  const { t, i18n } = useStrings('hero');
  const settings = useWeddingSettings();
  const data = settings.data;
  // The eyebrow only changes at the venue's midnight and at the ceremony; a minute is close enough.
  const phase = useWeddingPhase(data, 60_000);
  const eyebrow =
    phase?.kind === 'today' ? 'eyebrowToday' : phase?.kind === 'after' ? 'eyebrowAfter' : 'eyebrow';

  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="scroll-mt-20 bg-gradient-to-b from-white via-blush-50 to-blush-100 px-4 pb-14 pt-4 sm:pb-20"
    >
      <WelcomeBanner />
      <div className="mx-auto mt-8 flex max-w-3xl flex-col items-center text-center sm:mt-12">
        <p className="text-sm font-medium uppercase tracking-[0.2em] text-sage-600">
          {t(eyebrow)}
        </p>
        <h1
          id="home-title"
          className="mt-3 font-serif text-4xl leading-tight text-blush-700 sm:text-6xl"
        >
          {data?.couple.displayName ?? <span className="sr-only">{t('loading')}</span>}
        </h1>
        {data && (
          <p className="mt-3 text-lg text-stone-700 sm:text-xl">
            {t('dateAndPlace', {
              date: formatWeddingDate(data, i18n.resolvedLanguage),
              town: townAndStateOf(data.venues.ceremony.address),
            })}
          </p>
        )}
        <QueryStatus
          query={settings}
          loadingText={t('loading')}
          errorText={t('loadError')}
          retryText={t('retry')}
          className="mt-6"
        />
        {data && (
          <div className="mt-8 w-full max-w-xl">
            <CountdownCard settings={data} />
          </div>
        )}
      </div>
    </section>
  );
}
