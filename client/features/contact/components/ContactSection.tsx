import { Mail, Phone, type LucideIcon } from 'lucide-react';
import { Localized } from '../../../lib/localized';
import { useStrings } from '../../../lib/use-strings';
import { Card, CardContent, CardHeader, CardTitle } from '../../../lib/ui/card';
import { cn } from '../../../lib/ui/cn';
import { HomeSectionShell } from '../../home/HomeSection';
import { useWeddingSettings } from '../../wedding/useWeddingSettings';
import { telHref } from '../contact-links';
import '../strings';

/** One way to reach the contact: the whole row is the link, its visible text the link's name. */
function ContactLink({
  href,
  icon: Icon,
  label,
  value,
  valueClassName,
}: {
  href: string;
  icon: LucideIcon;
  label: string;
  value: string;
  valueClassName?: string;
}) {
  return (
    <li>
      <a
        href={href}
        className="flex min-h-11 items-center gap-3 rounded-md border border-blush-100 px-4 py-3 text-base text-stone-800 hover:bg-blush-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500"
      >
        <Icon aria-hidden className="size-5 shrink-0 text-blush-600" />
        <span className="grid">
          <span className="text-sm text-stone-600">{label}</span>
          <span className={cn('font-medium', valueClassName)}>{value}</span>
        </span>
      </a>
    </li>
  );
}

export function ContactSection() {
  const { t } = useStrings('contact');
  const settings = useWeddingSettings();
  const contact = settings.data?.contact;

  return (
    <HomeSectionShell id="contact" title={t('title')} intro={t('intro')} width="narrow">
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
              {(contact.note || contact.noteEs) && (
                <Localized as="p" en={contact.note} es={contact.noteEs} className="text-base text-stone-600" />
              )}
            </CardHeader>
            <CardContent>
              <ul className="grid gap-3">
                <ContactLink
                  href={`mailto:${contact.email}`}
                  icon={Mail}
                  label={t('email')}
                  value={contact.email}
                  valueClassName="break-all"
                />
                <ContactLink
                  href={telHref(contact.phone)}
                  icon={Phone}
                  label={t('phone')}
                  value={contact.phone}
                />
              </ul>
            </CardContent>
          </>
        )}
      </Card>
    </HomeSectionShell>
  );
}
