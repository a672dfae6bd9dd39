import { CheckCircle2, Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader } from '../../lib/ui/card';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { GuestSignInForm } from './GuestSignInForm';
import { useDocumentTitle } from '../../lib/ui/use-document-title';
import './strings';

/** How long the welcome notice shows before the wedding website opens. */
export const REDIRECT_DELAY_MS = 1500;

function HelpContacts() {
  const { t } = useStrings('guestLogin');
  const contact = useWeddingSettings().data?.contact;
  if (!contact) return null;
  return (
    <div className="grid gap-1 border-t border-blush-100 pt-4 text-base text-stone-700">
      <p className="font-medium">{t('help.title')}</p>
      <p>{t('help.contact', { name: contact.name })}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a
          className="text-blush-700 underline underline-offset-4"
          href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
        >
          {t('help.phone', { phone: contact.phone })}
        </a>
        <a className="text-blush-700 underline underline-offset-4" href={`mailto:${contact.email}`}>
          {t('help.email', { email: contact.email })}
        </a>
      </p>
    </div>
  );
}

/** /guest-login: invited guests sign in with a name, e-mail or phone and their invite code. */
export function GuestLoginPage() {
  const { t } = useStrings('guestLogin');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [welcomed, setWelcomed] = useState(false);

  useDocumentTitle(t('documentTitle'));

  useEffect(() => {
    if (!welcomed) return;
    const timer = setTimeout(() => navigate('/'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [welcomed, navigate]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-blush-50 via-white to-blush-100 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Heart className="size-10 fill-blush-200 text-blush-600" aria-hidden />
          <h1 id="guest-login-title" className="font-serif text-3xl font-semibold text-blush-700">
            {t('title')}
          </h1>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {welcomed ? (
            <p
              role="status"
              className="flex items-center gap-2 rounded-md bg-sage-100 p-3 text-base text-stone-800"
            >
              <CheckCircle2 className="size-5 shrink-0 text-sage-800" aria-hidden />
              {t('success')}
            </p>
          ) : (
            <GuestSignInForm
              initialCode={params.get('code') ?? ''}
              onSignedIn={() => setWelcomed(true)}
            />
          )}
          <HelpContacts />
          <Link
            to="/"
            className="text-center text-base text-blush-700 underline underline-offset-4"
          >
            {t('backHome')}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
