import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'text-foreground',
        // Text a shade darker than the brand hue: small text on a pale tint needs 4.5:1 (WCAG AA).
        success: 'border-transparent bg-success/12 text-[oklch(0.42_0.12_155)]',
        warning: 'border-transparent bg-warning/15 text-[oklch(0.45_0.11_60)]',
        destructive: 'border-transparent bg-destructive/10 text-[oklch(0.47_0.19_27)]',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
