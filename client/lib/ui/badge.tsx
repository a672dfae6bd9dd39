import type { ComponentProps } from 'react';
import { badgeVariants, type BadgeVariantProps } from './badge-variants';
import { cn } from './cn';

export type BadgeProps = ComponentProps<'span'> & BadgeVariantProps;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
