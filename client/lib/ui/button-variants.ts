import { cva, type VariantProps } from 'class-variance-authority';

// Every size keeps a tap target of at least 44 px: many guests are on phones, some are grandparents.
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-blush-600 text-white shadow-sm hover:bg-blush-700',
        outline: 'border border-blush-200 bg-white text-blush-700 hover:bg-blush-100',
        ghost: 'text-stone-700 hover:bg-blush-100 hover:text-blush-700',
        destructive: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
        secondary: 'bg-sage-100 text-sage-600 hover:bg-sage-100/70',
      },
      size: {
        default: 'min-h-11 px-5 py-2 text-base',
        sm: 'min-h-11 px-3 text-base',
        lg: 'min-h-12 px-8 text-lg',
        icon: 'size-11 text-base',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
