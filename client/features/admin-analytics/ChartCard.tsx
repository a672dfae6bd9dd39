import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../lib/ui/card';

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * One chart with its title and a sentence saying what it shows. The drawing is hidden from screen
 * readers; they get the same figures as a table (visually hidden), so nothing is only in a picture.
 */
export function ChartCard({
  title,
  summary,
  table,
  children,
  className,
}: {
  title: string;
  summary: string;
  table: ChartTable;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <Card className={className}>
      <section aria-labelledby={titleId}>
        <CardHeader className="pb-2">
          <CardTitle id={titleId} className="text-lg">
            {title}
          </CardTitle>
          <p className="text-sm text-stone-600">{summary}</p>
        </CardHeader>
        <CardContent className="px-2 pb-4 sm:px-4">
          {table.rows.length > 0 && (
            <div aria-hidden="true" className="h-56 w-full">
              {children}
            </div>
          )}
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </section>
    </Card>
  );
}
