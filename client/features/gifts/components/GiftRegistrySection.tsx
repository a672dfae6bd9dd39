import { ExternalLink, Gift, HandHeart, Info, Plane } from 'lucide-react';
import { useRef, useState } from 'react';
import { useStrings } from '../../../lib/use-strings';
import type { GiftType } from '../../../../protocol/gifts';
import { Button } from '../../../lib/ui/button';
import { buttonVariants } from '../../../lib/ui/button-variants';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../lib/ui/card';
import { HomeSectionShell } from '../../home/HomeSection';
import { useWeddingSettings } from '../../wedding/useWeddingSettings';
import { GiftDialog } from './GiftDialog';
import { GiftInstructionsDialog } from './GiftInstructionsDialog';
import '../strings';

/** A link styled as a button that opens an outside page in a new tab, saying so to screen readers. */
function NewTabButton({
  href,
  label,
  variant,
}: {
  href?: string;
  label: string;
  variant?: 'default' | 'outline';
}) {
  const { t } = useStrings('gifts');
  if (!href) {
    return (
      <Button variant={variant} disabled className="w-full sm:w-auto">
        {label}
      </Button>
    );
  }
  return (
    <a
      className={buttonVariants({ variant, className: 'w-full sm:w-auto' })}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ExternalLink aria-hidden />
      {label}
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}

export function GiftRegistrySection() {
  const { t } = useStrings('gifts');
  const registry = useWeddingSettings().data?.registry;
  const [giftType, setGiftType] = useState<GiftType | null>(null);
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const contributeButton = useRef<HTMLButtonElement>(null);
  const instructionsButton = useRef<HTMLButtonElement>(null);
  // The control the gift dialog gives the focus back to when it closes.
  const openedFrom = useRef<HTMLButtonElement | null>(null);
  const openGiftDialog = (type: GiftType, from: HTMLButtonElement | null) => {
    openedFrom.current = from;
    setGiftType(type);
  };

  return (
    <HomeSectionShell id="gift-registry" title={t('title')} intro={t('intro')} tone="white">
      <div className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6">
        <Card className="flex flex-col">
          <CardHeader>
            <Gift aria-hidden className="size-8 text-blush-500" />
            <CardTitle>{t('registry.title')}</CardTitle>
            <CardDescription>
              {t('registry.description', { registryName: registry?.registryName ?? '' })}
            </CardDescription>
          </CardHeader>
          <CardFooter className="mt-auto">
            <NewTabButton href={registry?.registryUrl} label={t('registry.open')} />
          </CardFooter>
        </Card>

        <Card className="flex flex-col">
          <CardHeader>
            <Plane aria-hidden className="size-8 text-blush-500" />
            <CardTitle>{t('honeymoon.title')}</CardTitle>
            <CardDescription>{t('honeymoon.description')}</CardDescription>
          </CardHeader>
          <CardFooter className="mt-auto">
            <Button
              ref={contributeButton}
              className="w-full sm:w-auto"
              disabled={!registry}
              onClick={() => openGiftDialog('honeymoon_fund', contributeButton.current)}
            >
              {t('honeymoon.contribute')}
            </Button>
          </CardFooter>
        </Card>
      </div>

      <Card className="mt-4 border-gold-400/60 bg-blush-50 sm:mt-6">
        <CardHeader className="items-center text-center">
          <HandHeart aria-hidden className="size-8 text-blush-500" />
          <CardTitle>{t('wishingWell.title')}</CardTitle>
          <CardDescription>{t('wishingWell.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <NewTabButton href={registry?.cashAppUrl} label={t('wishingWell.sendViaCashApp')} />
          <Button
            ref={instructionsButton}
            variant="outline"
            className="w-full sm:w-auto"
            disabled={!registry}
            onClick={() => setInstructionsOpen(true)}
          >
            <Info aria-hidden />
            {t('wishingWell.instructions')}
          </Button>
        </CardContent>
      </Card>

      {registry && (
        <>
          <GiftInstructionsDialog
            open={instructionsOpen}
            onOpenChange={setInstructionsOpen}
            cashAppUrl={registry.cashAppUrl}
            cashAppHandle={registry.cashAppHandle}
            onTellUs={() => {
              setInstructionsOpen(false);
              // The instructions (and the button pressed in them) are gone once the gift dialog closes.
              openGiftDialog('wishing_well', instructionsButton.current);
            }}
          />
          <GiftDialog
            giftType={giftType}
            onClose={() => setGiftType(null)}
            cashAppUrl={registry.cashAppUrl}
            cashAppHandle={registry.cashAppHandle}
            returnFocusTo={() => openedFrom.current}
          />
        </>
      )}
    </HomeSectionShell>
  );
}
