import { useStrings } from '../../../lib/use-strings';
import { Card, CardContent } from '../../../lib/ui/card';
import { HomeSectionShell } from '../../home/HomeSection';
import { GuestBookEntries } from './GuestBookEntries';
import { GuestBookForm } from './GuestBookForm';
import '../strings';

export function GuestBookSection() {
  const { t } = useStrings('guestbook');
  return (
    <HomeSectionShell id="guest-book" title={t('title')} intro={t('intro')}>
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <Card className="self-start">
          <CardContent className="pt-5 sm:pt-6">
            <GuestBookForm />
          </CardContent>
        </Card>
        <GuestBookEntries />
      </div>
    </HomeSectionShell>
  );
}
