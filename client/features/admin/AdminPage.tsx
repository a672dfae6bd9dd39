import { Suspense } from 'react';
import { useStrings } from '../../lib/use-strings';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../lib/ui/button';
import { OrganizerPage } from '../../lib/ui/organizer-page';
import { LanguageSwitcher } from '../chrome/LanguageSwitcher';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../lib/ui/tabs';
import { adminTabs } from './admin-tabs';
import { OrganizerGate } from './OrganizerGate';
import { StoreCheckWarning } from './StoreCheckWarning';
import { VideosOffNotice } from './VideosOffNotice';
import { useOrganizerSession, useOrganizerSignOut } from './organizer-session';
import './strings';

function SignOutButton() {
  const { t } = useStrings('admin');
  const signedIn = useOrganizerSession().data?.organizer === true;
  const signOut = useOrganizerSignOut();
  if (!signedIn) return null;
  return (
    <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
      {t('signOut')}
    </Button>
  );
}

function AdminTabs() {
  const { t } = useStrings('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = adminTabs.some((tab) => tab.id === requested) ? requested! : adminTabs[0]!.id;
  return (
    <Tabs
      value={current}
      onValueChange={(value) => setParams({ tab: value }, { replace: true })}
      className="min-w-0"
    >
      <TabsList aria-label={t('tabs.label')}>
        {adminTabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {t(tab.labelKey)}
          </TabsTrigger>
        ))}
      </TabsList>
      {adminTabs.map(({ id, component: Component }) => (
        <TabsContent key={id} value={id}>
          <Suspense
            fallback={
              <p role="status" className="text-stone-600">
                {t('tabs.loading')}
              </p>
            }
          >
            <Component />
          </Suspense>
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** /admin: 'Wedding Administration', for organizers signed in on the server. */
export function AdminPage() {
  const { t } = useStrings('admin');
  return (
    <OrganizerPage
      width="7xl"
      title={t('title')}
      documentTitle={t('documentTitle')}
      backHome={t('backHome')}
      headerEnd={
        <div className="flex items-center gap-3">
          <LanguageSwitcher />
          <SignOutButton />
        </div>
      }
    >
      <OrganizerGate>
        <StoreCheckWarning />
        <VideosOffNotice />
        <AdminTabs />
      </OrganizerGate>
    </OrganizerPage>
  );
}
