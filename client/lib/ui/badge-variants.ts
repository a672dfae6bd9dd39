import { cva, type VariantProps } from 'class-variance-authority';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-blush-600 text-white',
        secondary: 'border-transparent bg-sage-100 text-sage-800',
        outline: 'border-blush-200 text-blush-700',
        destructive: 'border-transparent bg-red-700 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type BadgeVariantProps = VariantProps<typeof badgeVariants>;
