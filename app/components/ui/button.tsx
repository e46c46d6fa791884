import { cva, type VariantProps } from "class-variance-authority";
import { clsx } from "clsx";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        // Hover darkens rather than fades: a faded teal under white text falls below 4.5:1.
        default: "bg-primary text-primary-foreground hover:brightness-90",
        outline: "border border-input bg-background hover:bg-muted",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-muted",
        link: "text-primary underline-offset-4 hover:underline",
        destructive: "bg-destructive text-destructive-foreground hover:brightness-90",
        /** An outlined button on a primary-coloured band. */
        inverse:
          "border border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-9 px-3",
        lg: "h-11 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /** Renders the child element (e.g. a Link) with the button's styles. */
  asChild?: boolean;
}

/**
 * The shadcn-style button; `asChild` lends its look to a link. `className` adds classes (spacing,
 * width) without merging conflicts away: a new look is a variant. This keeps tailwind-merge out of
 * the marketing pages' first load (docs/decisions.md, "Browser bundles").
 */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={clsx(buttonVariants({ variant, size }), className)} {...props} />;
}
