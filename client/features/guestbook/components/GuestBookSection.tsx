import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../../lib/ui/card';
import { GuestBookEntries } from './GuestBookEntries';
import { GuestBookForm } from './GuestBookForm';
import '../strings';

export function GuestBookSection() {
  const { t } = useTranslation('guestbook');
  return (
    <section
      id="guest-book"
      aria-labelledby="guest-book-title"
      className="scroll-mt-20 px-4 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-5xl">
        <h2
          id="guest-book-title"
          className="text-center font-serif text-3xl text-blush-700 sm:text-4xl"
        >
          {t('title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-base text-stone-600 sm:text-lg">
          {t('intro')}
        </p>
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <Card className="self-start">
            <CardContent className="pt-5 sm:pt-6">
              <GuestBookForm />
            </CardContent>
          </Card>
          <GuestBookEntries />
        </div>
      </div>
    </section>
  );
}
