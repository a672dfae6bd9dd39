import type { SeatingTable } from '../../../protocol/seating';

export const CANVAS = { width: 1200, height: 800 } as const;

/** A table's box on the floor plan, by shape. */
export function tableSize(shape: SeatingTable['shape']): { width: number; height: number } {
  return shape === 'rectangular' ? { width: 240, height: 160 } : { width: 180, height: 180 };
}

/** Where a table stands: its saved place, or a grid slot by its order until it is placed. */
export function tablePlace(table: SeatingTable, index: number): { x: number; y: number } {
  if (table.xPosition !== null && table.yPosition !== null) {
    return { x: table.xPosition, y: table.yPosition };
  }
  return { x: 24 + (index % 4) * 280, y: 24 + Math.floor(index / 4) * 220 };
}

/** The place after a drag, kept inside the canvas and rounded to whole pixels. */
export function droppedPlace(
  from: { x: number; y: number },
  delta: { x: number; y: number },
  shape: SeatingTable['shape'],
): { xPosition: number; yPosition: number } {
  const size = tableSize(shape);
  const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(value, 0), max));
  return {
    xPosition: clamp(from.x + delta.x, CANVAS.width - size.width),
    yPosition: clamp(from.y + delta.y, CANVAS.height - size.height),
  };
}
