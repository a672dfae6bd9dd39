import { Heart } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import { Link } from 'react-router-dom';
import { buttonVariants } from '../../lib/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader } from '../../lib/ui/card';
import { formatWeddingDate } from '../../../protocol/wedding-date-format';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { GuestNameForm } from './GuestNameForm';
import './strings';

type WelcomeCardProps = {
  /** Only guests with an invite code get in: the way in is /guest-login, not a first name. */
  inviteOnly?: boolean;
  /** The name field takes the focus (a guest who just signed out). */
  focusName?: boolean;
};

/** What a guest sees before entering: who is marrying, when, and the way in (their first name). */
export function WelcomeCard({ inviteOnly = false, focusName = false }: WelcomeCardProps) {
  const { t, i18n } = useStrings('guestGate');
  const { data: settings } = useWeddingSettings();

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-blush-50 via-white to-blush-100 px-4 py-10">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <Heart className="size-10 fill-blush-200 text-blush-600" aria-hidden />
          <p className="text-sm font-medium uppercase tracking-widest text-sage-600">
            {t('card.title')}
          </p>
          <h1 className="font-serif text-3xl font-semibold leading-tight text-blush-700">
            {settings?.couple.displayName ?? t('card.title')}
          </h1>
          {settings && (
            <CardDescription>
              {t('card.joinUs', {
                couple: settings.couple.displayName,
                date: formatWeddingDate(settings, i18n.resolvedLanguage),
              })}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="grid gap-3">
          {inviteOnly ? (
            <>
              <p className="text-base text-stone-700">{t('card.inviteOnly')}</p>
              <Link
                to="/guest-login"
                className={buttonVariants({ size: 'lg', className: 'w-full' })}
              >
                {t('card.signInWithCode')}
              </Link>
            </>
          ) : (
            <>
              <GuestNameForm focusOnMount={focusName} />
              <Link
                to="/guest-login"
                className="text-base text-blush-700 underline underline-offset-4 hover:text-blush-800"
              >
                {t('card.haveCode')}
              </Link>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
