import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ComponentProps } from 'react';
import { useStrings } from '../../lib/use-strings';
import { QuestionCard } from './QuestionCard';
import './strings';

type CardProps = Omit<
  ComponentProps<typeof QuestionCard>,
  'handle' | 'index' | 'rowKey' | 'onPicture'
> & {
  /** The picture setter of the question at an index. */
  onPictureAt: (index: number) => ComponentProps<typeof QuestionCard>['onPicture'];
};

function SortableQuestion({
  rowKey,
  index,
  onPictureAt,
  ...card
}: CardProps & { rowKey: string; index: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: rowKey,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-xl border border-blush-100 bg-white p-4 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <QuestionCard
        {...card}
        rowKey={rowKey}
        index={index}
        onPicture={onPictureAt(index)}
        handle={{ ...attributes, ...listeners }}
      />
    </li>
  );
}

/**
 * The quiz's questions in their order: dragged by their handle (mouse, touch, or the keyboard with
 * dnd-kit's sensor) or moved with the Move up/Move down buttons.
 */
export function QuestionList({
  rowKeys,
  ...card
}: Omit<CardProps, 'count'> & { rowKeys: string[] }) {
  const { t } = useStrings('admin-quiz');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const numberOf = (id: string | number) => rowKeys.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('editor.picked', { number: numberOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('editor.over', { number: numberOf(active.id), position: numberOf(over.id) })
        : undefined,
    onDragEnd: ({ active }) => t('editor.dropped', { number: numberOf(active.id) }),
    onDragCancel: ({ active }) => t('editor.cancelled', { number: numberOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    card.onMove(rowKeys.indexOf(String(active.id)), rowKeys.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('editor.dragHint') },
      }}
    >
      <SortableContext items={rowKeys} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-4">
          {rowKeys.map((rowKey, index) => (
            <SortableQuestion
              key={rowKey}
              {...card}
              rowKey={rowKey}
              index={index}
              count={rowKeys.length}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
