import type { ComponentProps } from 'react';
import { buttonVariants, type ButtonVariantProps } from './button-variants';
import { cn } from './cn';

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps;

/**
 * A <button>. A link styled as a button takes `buttonVariants()` as its className instead (no
 * Radix Slot: the button is on the first screen, and the slot would weigh on it).
 */
export function Button({ className, variant, size, type, ...props }: ButtonProps) {
  return (
    <button
      // A bare <button> inside a form submits it; default to 'button' so only explicit submits do.
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
