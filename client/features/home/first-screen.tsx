/**
 * Build time only (vite.config.ts's first-screen plugin loads this through Vite's SSR loader): the
 * home page's first screen, the welcome gate and the hero, rendered by the real components to
 * static markup, in each language, with tokens where the wedding's facts go. The server fills the
 * tokens from the current settings when it serves `/` (server/features/wedding/first-screen.ts),
 * so the names, date and language stay editable data, and the page shows before any script runs.
 * Never imported by the app itself.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { GuestAuthSession } from '../../../protocol/guests';
import type { WeddingSettings } from '../../../protocol/wedding';
import { i18n, languages, type Language } from '../../lib/i18n';
import { GuestChrome } from '../chrome/GuestChrome';
import '../chrome/strings';
import { guestAuthSessionKey } from '../guest-gate/signed-in-guest';
import { WelcomeCard } from '../guest-gate/WelcomeCard';
import { HeroSection } from '../hero/HeroSection';
import { marriedFor } from '../countdown/phase-text';
import { weddingPhase } from '../../../protocol/wedding-calendar';
import { weddingSettingsKey } from '../wedding/live-wedding';
import { orderedHomeSections } from './ordered-sections';

/** Stand-ins the build looks for in the rendered markup and turns into tokens. */
const COUPLE = 'FSCOUPLEFS';
const TOWN = 'FSTOWNFS';
const GUEST = 'FSGUESTFS';
/** Far ahead, in UTC, so the countdown is in its 'before' phase with known figures. */
const CEREMONY = '2099-01-02T03:04';
const CEREMONY_MS = Date.UTC(2099, 0, 2, 3, 4);
const LEFT = { days: 123, hours: 13, minutes: 47, seconds: 59 };
/** Years after the wedding, on no anniversary: the 'after' phase's card, 'Married for …'. */
const AFTER_MS = Date.UTC(2106, 4, 5, 12);
const NOW_MS =
  CEREMONY_MS - ((LEFT.days * 24 + LEFT.hours) * 60 + LEFT.minutes) * 60_000 - LEFT.seconds * 1000;

const fixture = {
  couple: { partnerOne: COUPLE, partnerTwo: COUPLE, displayName: COUPLE },
  ceremonyStart: CEREMONY,
  timeZone: 'UTC',
  venues: { ceremony: { address: TOWN }, reception: { address: '' } },
  siteAccess: 'open',
  defaultLanguage: 'en',
} as unknown as WeddingSettings;

/** The tokens the server fills (see server/features/wedding/first-screen.ts). */
export const TOKENS = {
  couple: '%%couple%%',
  date: '%%date%%',
  town: '%%town%%',
  days: '%%days%%',
  hours: '%%hours%%',
  minutes: '%%minutes%%',
  seconds: '%%seconds%%',
  marriedFor: '%%marriedFor%%',
} as const;

/**
 * The client's phrases the server needs to write 'Married for 1 year and 3 days' itself (the count
 * decides the form): taken from the catalogs here, so they exist once.
 */
function afterPhrases(language: Language) {
  const t = i18n.getFixedT(language, 'countdown');
  const count = (key: string, n: number) => t(key, { count: n, defaultValue: '' });
  return {
    marriedFor: t('after.marriedFor', { duration: '{{duration}}' }),
    yearsAndDays: t('after.yearsAndDays', { years: '{{years}}', days: '{{days}}' }),
    year: count('after.years', 1).replace('1', '{{count}}'),
    years: count('after.years', 2).replace('2', '{{count}}'),
    day: count('after.days', 1).replace('1', '{{count}}'),
    days: count('after.days', 2).replace('2', '{{count}}'),
  };
}

function render(node: ReactNode, settings: WeddingSettings, signedIn: boolean): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(weddingSettingsKey, settings);
  const session: GuestAuthSession = {
    guest: signedIn
      ? ({ id: 'first-screen', firstName: GUEST, lastName: '', language: 'en' } as never)
      : null,
  };
  queryClient.setQueryData(guestAuthSessionKey, session);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

function tokenize(html: string, language: Language, after = false): string {
  const date = new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  })
    .format(new Date(CEREMONY_MS))
    .replace(/[\u202f\u00a0]/g, ' ');
  const remaining = i18n.t('countdown:remaining', { lng: language, ...LEFT });
  const remainingTokens = i18n.t('countdown:remaining', {
    lng: language,
    days: TOKENS.days,
    hours: TOKENS.hours,
    minutes: TOKENS.minutes,
    seconds: TOKENS.seconds,
  });
  let out = html;
  if (after) {
    const phase = weddingPhase(AFTER_MS, fixture);
    if (phase.kind !== 'after') throw new Error('first screen: the after fixture is not after');
    out = out.replace(marriedFor(i18n.getFixedT(language, 'countdown'), phase), TOKENS.marriedFor);
  }
  out = out
    .replaceAll(remaining, remainingTokens)
    .replaceAll(COUPLE, TOKENS.couple)
    .replaceAll(TOWN, TOKENS.town)
    .replaceAll(date, TOKENS.date)
    // Filled on the phone, before the first paint, from the name this device keeps.
    .replaceAll(GUEST, '<span data-fs-guest-name></span>');
  for (const unit of ['days', 'hours', 'minutes', 'seconds'] as const) {
    out = out.replace(new RegExp(`(data-unit="${unit}"[^>]*>)\\d+<`), `$1${TOKENS[unit]}<`);
  }
  const left = /\b(FS[A-Z]+FS|2099)\b/.exec(out);
  if (left) throw new Error(`first screen: '${left[0]}' left untokenized`);
  return out;
}

export type FirstScreenView = 'gate' | 'gate-invite' | 'hero' | 'hero-after';

const heroScreen = (
  <GuestChrome onSignOut={() => {}} sections={orderedHomeSections()}>
    <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
      <HeroSection />
    </main>
  </GuestChrome>
);

/** Every variant of the first screen: `${language}-${view}` → markup with tokens. */
export function renderFirstScreen(): Record<`${Language}-${FirstScreenView}`, string> {
  const realNow = Date.now;
  Date.now = () => NOW_MS;
  const startLanguage = i18n.language;
  try {
    const out = {} as Record<`${Language}-${FirstScreenView}`, string>;
    for (const language of languages) {
      void i18n.changeLanguage(language);
      out[`${language}-gate`] = tokenize(
        render(<WelcomeCard />, fixture, false),
        language,
      );
      out[`${language}-gate-invite`] = tokenize(
        render(
          <WelcomeCard inviteOnly />,
          { ...fixture, siteAccess: 'invite-only' },
          false,
        ),
        language,
      );
      out[`${language}-hero`] = tokenize(render(heroScreen, fixture, true), language);
      Date.now = () => AFTER_MS;
      out[`${language}-hero-after`] = tokenize(render(heroScreen, fixture, true), language, true);
      Date.now = () => NOW_MS;
    }
    return out;
  } finally {
    Date.now = realNow;
    void i18n.changeLanguage(startLanguage);
  }
}

/** The phrases of the 'after' card, per language (see afterPhrases). */
export function firstScreenPhrases() {
  return Object.fromEntries(languages.map((language) => [language, afterPhrases(language)]));
}
