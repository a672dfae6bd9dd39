import type { ReactNode } from 'react';

type DataTableProps = {
  /** Said to screen readers before the table (hidden on screen). */
  caption?: string;
  /** The column headings, in order: each one is a `<th scope="col">`. */
  columns: ReactNode[];
  /** Classes of the scrolling box around the table. */
  className?: string;
  tableClassName: string;
  headClassName?: string;
  /** Classes of every column heading; `lastColumnClassName` replaces them on the last one. */
  columnClassName: string;
  lastColumnClassName?: string;
  /** The rows (`<tr>`s), with `<th scope="row">` for the cell that names each. */
  children: ReactNode;
};

/**
 * An organizer's table: a box that scrolls sideways on a phone, headings each naming its column
 * for screen readers, and the rows the screen gives it.
 */
export function DataTable({
  caption,
  columns,
  className = 'overflow-x-auto',
  tableClassName,
  headClassName,
  columnClassName,
  lastColumnClassName = columnClassName,
  children,
}: DataTableProps) {
  return (
    <div className={className}>
      <table className={tableClassName}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={headClassName}>
          <tr>
            {columns.map((column, index) => (
              <th
                // The columns are fixed for a table's life: their place is their identity.
                key={index}
                scope="col"
                className={index === columns.length - 1 ? lastColumnClassName : columnClassName}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
