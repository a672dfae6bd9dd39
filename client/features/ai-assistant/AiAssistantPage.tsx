import { Bot, Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useStrings } from '../../lib/use-strings';
import { buttonVariants } from '../../lib/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader } from '../../lib/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../lib/ui/tabs';
import { useGuestAuthSession } from '../guest-gate/signed-in-guest';
import { ItineraryTab } from './ItineraryTab';
import { RecommendationsTab } from './RecommendationsTab';
import { useItinerary, useRecommendations } from './useAssistant';
import { useDocumentTitle } from '../../lib/ui/use-document-title';
import './strings';

function SignInRequired() {
  const { t } = useStrings('aiAssistant');
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader className="items-center">
        <Lock className="size-10 text-blush-600" aria-hidden />
        <h1 className="font-serif text-3xl font-semibold text-blush-700">{t('signInTitle')}</h1>
        <CardDescription>{t('signInDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link className={buttonVariants()} to="/guest-login">
          {t('signIn')}
        </Link>
      </CardContent>
    </Card>
  );
}

function Assistant({ guestId, firstName }: { guestId: string; firstName: string }) {
  const { t } = useStrings('aiAssistant');
  // Both tabs start loading on entry, whichever is shown.
  const recommendations = useRecommendations(guestId);
  const itinerary = useItinerary(guestId);
  return (
    <div className="grid gap-6">
      <header className="grid gap-2 text-center">
        <Bot className="mx-auto size-10 text-blush-600" aria-hidden />
        <h1 className="font-serif text-3xl font-semibold text-blush-700">
          {t('welcome', { name: firstName })}
        </h1>
        <p className="text-stone-700">{t('intro')}</p>
      </header>
      <Tabs defaultValue="recommendations">
        <TabsList>
          <TabsTrigger value="recommendations">{t('tabs.recommendations')}</TabsTrigger>
          <TabsTrigger value="itinerary">{t('tabs.itinerary')}</TabsTrigger>
        </TabsList>
        <TabsContent value="recommendations">
          <RecommendationsTab answer={recommendations} />
        </TabsContent>
        <TabsContent value="itinerary">
          <ItineraryTab answer={itinerary} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** /ai-assistant: recommendations and an itinerary for the guest signed in with an invite code. */
export function AiAssistantPage() {
  const { t } = useStrings('aiAssistant');
  const session = useGuestAuthSession();
  const guest = session.data?.guest;

  useDocumentTitle(t('documentTitle'));

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex-1 focus:outline-none bg-gradient-to-b from-blush-50 via-white to-blush-100 px-4 py-10"
    >
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        {session.isPending ? (
          <p role="status" className="text-center text-stone-600">
            {t('loading')}
          </p>
        ) : guest ? (
          <Assistant guestId={guest.id} firstName={guest.firstName} />
        ) : (
          <SignInRequired />
        )}
      </div>
    </main>
  );
}
