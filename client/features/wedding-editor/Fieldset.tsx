import type { ReactNode } from 'react';
import { cn } from '../../lib/ui/cn';

/** One section of the editor: a titled group of fields. */
export function Fieldset({
  legend,
  children,
  className,
}: {
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={cn('grid gap-4 rounded-xl border border-blush-100 bg-white p-4 sm:p-6', className)}
    >
      <legend className="px-1 font-serif text-xl text-blush-700">{legend}</legend>
      {children}
    </fieldset>
  );
}
