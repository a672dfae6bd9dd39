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
  return (
    <div className="flex gap-2">
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={labels.up}
        title={labels.up}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={labels.down}
        title={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden className="size-4" />
      </Button>
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={labels.remove}
        title={labels.remove}
        onClick={() => onRemove(index)}
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
