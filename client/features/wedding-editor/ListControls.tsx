import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '../../lib/ui/button';

/** Move up, move down and remove for one item of an edited list. */
export function ListControls({
  index,
  count,
  onMove,
  onRemove,
  labels,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  labels: { up: string; down: string; remove: string };
}) {
  const buttons = [
    { key: 'up', Icon: ArrowUp, disabled: index === 0, act: () => onMove(index, index - 1) },
    {
      key: 'down',
      Icon: ArrowDown,
      disabled: index === count - 1,
      act: () => onMove(index, index + 1),
    },
    { key: 'remove', Icon: Trash2, disabled: undefined, act: () => onRemove(index) },
  ] as const;
  return (
    <div className="flex gap-2">
      {buttons.map(({ key, Icon, disabled, act }) => (
        <Button
          key={key}
          type="button"
          variant="outline"
          size="icon"
          aria-label={labels[key]}
          title={labels[key]}
          disabled={disabled}
          onClick={act}
        >
          <Icon aria-hidden className="size-4" />
        </Button>
      ))}
    </div>
  );
}
