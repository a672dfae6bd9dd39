import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../lib/ui/card';
import { useWeddingSettings } from '../../wedding/useWeddingSettings';
import { telHref } from '../contact-links';
import '../strings';

export function ContactSection() {
  const { t } = useTranslation('contact');
  const settings = useWeddingSettings();
  const contact = settings.data?.contact;

  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="scroll-mt-20 px-4 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-xl">
        <h2
          id="contact-title"
          className="text-center font-serif text-3xl text-blush-700 sm:text-4xl"
        >
          {t('title')}
        </h2>
        <p className="mx-auto mt-3 text-center text-base text-stone-600 sm:text-lg">{t('intro')}</p>
        <Card className="mt-10">
          {!contact ? (
            <CardContent className="pt-5 sm:pt-6">
              {settings.isError ? (
                <p role="alert" className="text-center text-stone-700">
                  {t('loadError')}
                </p>
              ) : (
                <p role="status" className="text-center text-stone-600">
                  {t('loading')}
                </p>
              )}
            </CardContent>
          ) : (
            <>
              <CardHeader className="items-center text-center">
                <CardTitle>{contact.name}</CardTitle>
                {contact.note && <p className="text-base text-stone-600">{contact.note}</p>}
              </CardHeader>
              <CardContent>
                <ul className="grid gap-3">
                  <li>
                    <a
                      href={`mailto:${contact.email}`}
                      className="flex min-h-11 items-center gap-3 rounded-md border border-blush-100 px-4 py-3 text-base text-stone-800 hover:bg-blush-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500"
                    >
                      <Mail aria-hidden className="size-5 shrink-0 text-blush-600" />
                      <span className="grid">
                        <span className="text-sm text-stone-600">{t('email')}</span>
                        <span className="break-all font-medium">{contact.email}</span>
                      </span>
                    </a>
                  </li>
                  <li>
                    <a
                      href={telHref(contact.phone)}
                      className="flex min-h-11 items-center gap-3 rounded-md border border-blush-100 px-4 py-3 text-base text-stone-800 hover:bg-blush-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500"
                    >
                      <Phone aria-hidden className="size-5 shrink-0 text-blush-600" />
                      <span className="grid">
                        <span className="text-sm text-stone-600">{t('phone')}</span>
                        <span className="font-medium">{contact.phone}</span>
                      </span>
                    </a>
                  </li>
                </ul>
              </CardContent>
            </>
          )}
        </Card>
      </div>
    </section>
  );
}
