import { Film } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { lazyComponent } from '../../lib/lazy-component';
import { Button } from '../../lib/ui/button';
import { TitledDialog } from '../../lib/ui/dialog';
import { HomeSectionShell } from '../home/HomeSection';
import './strings';

// The camera, the recorder and the encoder load when a guest opens the creator, never before.
const GifCreatorPanel = lazyComponent(
  () => import('./GifCreatorPanel'),
  (m) => m.GifCreatorPanel,
);

/** #gif-creator: a button opening the GIF creator dialog. */
export function GifCreatorSection() {
  const { t } = useStrings('gif-creator');
  const [open, setOpen] = useState(false);
  return (
    <HomeSectionShell id="gif-creator" title={t('title')} intro={t('intro')} width="narrow">
      <div className="mt-8 flex justify-center">
        <Button
          size="lg"
          onPointerEnter={() => void GifCreatorPanel.preload()}
          onClick={() => setOpen(true)}
        >
          <Film aria-hidden />
          {t('open')}
        </Button>
      </div>
      <TitledDialog
        open={open}
        onOpenChange={setOpen}
        title={t('dialogTitle')}
        description={t('dialogDescription')}
      >
        {/* Closing the dialog unmounts the panel: the camera stops and everything resets. */}
        {open && (
          <Suspense fallback={<p role="status">{t('status.starting')}</p>}>
            <GifCreatorPanel />
          </Suspense>
        )}
      </TitledDialog>
    </HomeSectionShell>
  );
}
