import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import { signalFailure } from '../../lib/failure-feedback';
import { cn } from '../../lib/ui/cn';
import { toast } from '../../lib/ui/use-toast';
import { CANVAS, droppedPlace, tablePlace, tableSize } from './floor-layout';
import { guestsAt } from './seating-cache';
import { reasonOf } from './server-text';
import { ShapeIcon } from './ShapeIcon';
import { holderName } from './seat-holder';
import './strings';
import { useMoveGuest, useMoveTable } from './useSeating';

type Props = {
  tables: SeatingTable[];
  assignments: SeatingAssignment[];
  counts: Map<string, number>;
};

const TABLE = 'table:';
const GUEST = 'guest:';
const DROP = 'drop:';

/**
 * The floor plan: tables dragged to their place (saved as xPosition/yPosition), guests dragged from
 * one table to another (a reassignment). dnd-kit's keyboard sensor does both without a mouse, and
 * its announcements say what happens; another organizer's screen follows through the topic.
 */
export function FloorPlan({ tables, assignments, counts }: Props) {
  const { t } = useStrings('admin-seating');
  const moveTable = useMoveTable();
  const moveGuest = useMoveGuest();
  const [dragged, setDragged] = useState<SeatingAssignment | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const tableById = new Map(tables.map((table) => [table.id, table]));
  const guestById = new Map(assignments.map((a) => [a.id, a]));
  const places = new Map(tables.map((table, index) => [table.id, tablePlace(table, index)]));

  const nameOf = (id: string | number): string => {
    const key = String(id);
    if (key.startsWith(GUEST)) {
      const seat = guestById.get(key.slice(GUEST.length));
      return seat ? holderName(seat, t) : '';
    }
    const table = tableById.get(key.slice(key.indexOf(':') + 1));
    return table ? t('table.number', { number: table.tableNumber }) : '';
  };
  const numberOf = (id: string | number) =>
    tableById.get(String(id).slice(DROP.length))?.tableNumber ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('floor.pickedUp', { what: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('floor.over', { what: nameOf(active.id), number: numberOf(over.id) }) : undefined,
    onDragEnd: ({ active }) => t('floor.dropped', { what: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('floor.cancelled', { what: nameOf(active.id) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const id = String(active.id);
    setDragged(id.startsWith(GUEST) ? (guestById.get(id.slice(GUEST.length)) ?? null) : null);
  };

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setDragged(null);
    const id = String(active.id);
    if (id.startsWith(TABLE)) {
      const table = tableById.get(id.slice(TABLE.length));
      if (!table || (delta.x === 0 && delta.y === 0)) return;
      const position = droppedPlace(places.get(table.id)!, delta, table.shape);
      moveTable.mutate(
        { id: table.id, position },
        {
          onError: (error) =>
            signalFailure(
              t('toast.errorTitle'),
              reasonOf(error, t('toast.tableSaveFailed')),
              error,
            ),
        },
      );
      return;
    }
    const assignment = guestById.get(id.slice(GUEST.length));
    const target = over ? String(over.id).slice(DROP.length) : undefined;
    if (!assignment || !target || target === assignment.tableId) return;
    moveGuest.mutate(
      { assignment, tableId: target },
      {
        onSuccess: () => toast({ title: t('toast.assignmentUpdated') }),
        onError: (error) =>
          signalFailure(
            t('toast.errorTitle'),
            reasonOf(error, t('toast.assignmentSaveFailed')),
            error,
          ),
      },
    );
  };

  return (
    <section aria-labelledby="floor-plan-title" className="grid gap-3">
      <h3 id="floor-plan-title" className="font-serif text-xl">
        {t('floor.label')}
      </h3>
      <p id="floor-plan-help" className="text-sm text-stone-700">
        {t('floor.help')}
      </p>
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('floor.help') } }}
      >
        <div className="overflow-auto rounded-lg border border-stone-200 bg-stone-50">
          <div
            className="relative"
            style={{ width: CANVAS.width, height: CANVAS.height }}
            data-testid="floor-canvas"
          >
            {tables.map((table) => (
              <FloorTable
                key={table.id}
                table={table}
                place={places.get(table.id)!}
                guests={guestsAt(table.id, assignments)}
                assigned={counts.get(table.id) ?? 0}
              />
            ))}
          </div>
        </div>
        <DragOverlay>
          {dragged ? <GuestChipBody name={holderName(dragged, t)} lifted /> : null}
        </DragOverlay>
      </DndContext>
    </section>
  );
}

function FloorTable({
  table,
  place,
  guests,
  assigned,
}: {
  table: SeatingTable;
  place: { x: number; y: number };
  guests: SeatingAssignment[];
  assigned: number;
}) {
  const { t } = useStrings('admin-seating');
  const drag = useDraggable({ id: `${TABLE}${table.id}` });
  const drop = useDroppable({ id: `${DROP}${table.id}` });
  const size = tableSize(table.shape);
  return (
    <div
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      data-testid={`floor-table-${table.tableNumber}`}
      data-over={drop.isOver}
      className={cn(
        'absolute flex flex-col gap-1 border-2 bg-white p-2 shadow-sm',
        table.shape === 'round' ? 'rounded-[40%]' : 'rounded-lg',
        drop.isOver ? 'border-blush-600 bg-blush-50' : 'border-stone-300',
        drag.isDragging && 'z-10 opacity-90 shadow-lg',
      )}
      style={{
        left: place.x,
        top: place.y,
        width: size.width,
        height: size.height,
        transform: CSS.Translate.toString(drag.transform),
      }}
    >
      <button
        type="button"
        className="flex min-h-9 items-center justify-center gap-1 rounded text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500"
        {...drag.attributes}
        {...drag.listeners}
        aria-describedby="floor-plan-help"
      >
        <GripVertical aria-hidden className="size-4" />
        <ShapeIcon shape={table.shape} className="size-4" />
        <span>
          {t('table.number', { number: table.tableNumber })} · {table.tableName}
        </span>
        <span className="ml-1 font-normal text-stone-600">
          {assigned}/{table.capacity}
        </span>
      </button>
      <ul className="flex min-h-0 flex-1 flex-wrap content-start gap-1 overflow-y-auto">
        {guests.map((guest) => (
          <GuestChip key={guest.id} assignment={guest} />
        ))}
      </ul>
    </div>
  );
}

function GuestChip({ assignment }: { assignment: SeatingAssignment }) {
  const { t } = useStrings('admin-seating');
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: `${GUEST}${assignment.id}`,
  });
  return (
    <li>
      <button
        type="button"
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        aria-describedby="floor-plan-help"
        data-testid={`guest-chip-${assignment.guestName}`}
        className={cn('rounded-full', isDragging && 'opacity-40')}
      >
        <GuestChipBody name={holderName(assignment, t)} />
      </button>
    </li>
  );
}

function GuestChipBody({ name, lifted = false }: { name: string; lifted?: boolean }) {
  return (
    <span
      className={cn(
        'inline-block max-w-40 truncate rounded-full border border-blush-200 bg-blush-50 px-2 py-0.5 text-xs text-stone-800',
        lifted && 'shadow-md',
      )}
    >
      {name}
    </span>
  );
}
