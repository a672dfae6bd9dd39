import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { buttonVariants, type ButtonVariantProps } from './button-variants';
import { cn } from './cn';

export type ButtonProps = ComponentProps<'button'> &
  ButtonVariantProps & {
    /** Renders the child element (e.g. a router Link) with button styling instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  }
  return (
    <button
      // A bare <button> inside a form submits it; default to 'button' so only explicit submits do.
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
