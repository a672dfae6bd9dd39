import type { ComponentProps } from 'react';
import { cn } from './cn';

// 16 px text also stops iOS Safari from zooming into the field on focus.
export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-800 placeholder:text-stone-500 focus-visible:border-blush-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-200 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-700 file:border-0 file:bg-transparent file:text-base file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
