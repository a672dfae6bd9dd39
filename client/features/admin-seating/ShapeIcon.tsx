import { Circle, RectangleHorizontal, Square } from 'lucide-react';
import type { TableShape } from '../../../protocol/seating';

const icons = { round: Circle, rectangular: RectangleHorizontal, square: Square } as const;

/** The table's shape as an icon; its name is said by the text beside it. */
export function ShapeIcon({
  shape,
  className = 'size-5',
}: {
  shape: TableShape;
  className?: string;
}) {
  const Icon = icons[shape];
  return <Icon aria-hidden className={className} />;
}
