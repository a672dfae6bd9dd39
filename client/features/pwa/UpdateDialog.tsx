import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { DialogFooter, TitledDialog } from '../../lib/ui/dialog';
import './strings';

/** 'App Update Available': 'Update Now' takes the new version (the page reloads), 'Later' closes. */
export function UpdateDialog({
  open,
  onLater,
  onUpdate,
  updating,
}: {
  open: boolean;
  onLater: () => void;
  onUpdate: () => void;
  updating: boolean;
}) {
  const { t } = useStrings('pwa');
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => !next && onLater()}
      hideClose
      title={t('update.title')}
      description={t('update.description')}
    >
      <DialogFooter>
        <Button variant="outline" onClick={onLater}>
          {t('update.later')}
        </Button>
        <Button onClick={onUpdate} disabled={updating}>
          {t('update.updateNow')}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
