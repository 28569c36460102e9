import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** Radix accordion: each trigger is a button inside a heading, with the expanded state announced. */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn('border-b border-border last:border-b-0', className)}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="font-sans text-base">
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex w-full items-center justify-between gap-4 rounded-xl py-5 text-left font-medium text-foreground transition-colors duration-200 motion-reduce:transition-none hover:text-primary',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className={cn(
        // A force-mounted panel stays rendered while closed, so hide it here.
        'pb-6 text-sm leading-relaxed text-muted-foreground data-[state=closed]:hidden',
        className,
      )}
      {...props}
    />
  );
}
