import { useStrings } from '../../lib/use-strings';
import type { SeatingTable } from '../../../protocol/seating';
import { signalFailure } from '../../lib/failure-feedback';
import { Button } from '../../lib/ui/button';
import { DialogFooter, TitledDialog } from '../../lib/ui/dialog';
import { toast } from '../../lib/ui/use-toast';
import { reasonOf } from './server-text';
import './strings';
import { useDeleteTable } from './useSeating';

/** Deleting a table also removes its assignments (spec §4): said before it happens. */
export function DeleteTableDialog({
  table,
  seated,
  onOpenChange,
}: {
  table?: SeatingTable;
  seated: number;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useStrings('admin-seating');
  const remove = useDeleteTable();
  const confirm = () =>
    table &&
    remove.mutate(table.id, {
      onSuccess: () => {
        toast({ title: t('toast.tableDeleted') });
        onOpenChange(false);
      },
      onError: (error) =>
        signalFailure(t('toast.errorTitle'), reasonOf(error, t('toast.tableDeleteFailed')), error),
    });
  return (
    <TitledDialog
      open={Boolean(table)}
      onOpenChange={onOpenChange}
      title={t('confirmDelete.title', { number: table?.tableNumber })}
      description={t('confirmDelete.description', { count: seated })}
    >
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('confirmDelete.cancel')}
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {t('confirmDelete.confirm')}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
