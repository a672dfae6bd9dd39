import { ExternalLink } from 'lucide-react';
import { useStrings } from '../../../lib/use-strings';
import { Button } from '../../../lib/ui/button';
import { buttonVariants } from '../../../lib/ui/button-variants';
import { DialogClose, DialogFooter, TitledDialog } from '../../../lib/ui/dialog';
import '../strings';

type GiftInstructionsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cashAppUrl: string;
  cashAppHandle: string;
  /** Opens the gift dialog for a Wishing Well gift. */
  onTellUs: () => void;
};

const steps = ['open', 'amount', 'note', 'tell'] as const;

export function GiftInstructionsDialog({
  open,
  onOpenChange,
  cashAppUrl,
  cashAppHandle,
  onTellUs,
}: GiftInstructionsDialogProps) {
  const { t } = useStrings('gifts');
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('instructions.title')}
      description={t('instructions.description')}
    >
      <ol className="grid list-decimal gap-2 pl-6 text-base text-stone-700 marker:font-semibold marker:text-blush-600">
        {steps.map((step) => (
          <li key={step}>{t(`instructions.steps.${step}`, { handle: cashAppHandle })}</li>
        ))}
      </ol>
      <p className="text-base text-stone-600">{t('instructions.noApp')}</p>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{t('instructions.close')}</Button>
        </DialogClose>
        <Button variant="outline" onClick={onTellUs}>
          {t('instructions.tellUs')}
        </Button>
        <a className={buttonVariants()} href={cashAppUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden />
          {t('wishingWell.sendViaCashApp')}
          <span className="sr-only"> {t('newTab')}</span>
        </a>
      </DialogFooter>
    </TitledDialog>
  );
}
