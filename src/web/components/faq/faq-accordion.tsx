import type { ReactNode } from 'react';
import type { FaqEntry } from '../../../shared/content/faq';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion';

interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  /** A line shown above an entry, e.g. its category in search results. */
  labelFor?: (entry: FaqEntry, index: number) => ReactNode;
}

/** One question open at a time; the open one closes again when chosen. */
export function FaqAccordion({ entries, labelFor }: FaqAccordionProps) {
  return (
    <Accordion
      type="single"
      collapsible
      className="rounded-3xl border border-border bg-surface px-5 sm:px-8"
    >
      {entries.map((entry, index) => (
        <AccordionItem key={entry.id} value={entry.id}>
          {labelFor?.(entry, index)}
          <AccordionTrigger>{entry.question}</AccordionTrigger>
          {/* Kept in the page while closed, so every answer is in the prerendered HTML. */}
          <AccordionContent forceMount>{entry.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
