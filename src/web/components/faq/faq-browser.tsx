import { Search, SearchX, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  faqCategories,
  faqEntries,
  type FaqCategoryId,
  type FaqEntry,
} from '../../../shared/content/faq';
import { buttonVariants } from '../ui/button';
import { fieldControlClass } from '../ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { cn } from '../../lib/utils';
import { FaqAccordion } from './faq-accordion';
import { searchFaq } from './faq-search';

const categoryName = new Map(faqCategories.map((category) => [category.id, category.name]));

const entriesIn = (category: FaqCategoryId) =>
  faqEntries.filter((entry) => entry.category === category);

function resultsSummary(query: string, count: number): string {
  if (!query) return '';
  if (count === 0) return `No questions match “${query}”.`;
  return `${count} ${count === 1 ? 'question matches' : 'questions match'} “${query}”.`;
}

/** Search across every question and answer, or browse them by category. */
export function FaqBrowser() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategoryId>('general');
  const searchInput = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const trimmed = query.trim();
  const results = searchFaq(faqEntries, trimmed);

  const clearSearch = () => {
    setQuery('');
    searchInput.current?.focus();
  };

  // Search results list categories in tab order; a category label opens each new group.
  const labelFor = (entry: FaqEntry, index: number) =>
    entry.category !== results[index - 1]?.category && (
      <p className="pt-6 text-xs font-semibold tracking-[0.2em] text-accent uppercase">
        {categoryName.get(entry.category)}
      </p>
    );

  return (
    <div>
      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search questions
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={searchInput}
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search questions..."
          autoComplete="off"
          className={cn(
            fieldControlClass,
            'h-14 rounded-full pr-14 pl-12 [&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        {query && (
          <button
            type="button"
            onClick={clearSearch}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </form>

      <p role="status" className="mt-4 min-h-6 text-sm text-muted-foreground">
        {resultsSummary(trimmed, results.length)}
      </p>

      {trimmed ? (
        <div className="mt-4">
          {results.length > 0 ? (
            <FaqAccordion entries={results} labelFor={labelFor} />
          ) : (
            <div className="rounded-3xl border border-dashed border-border bg-surface px-6 py-14 text-center">
              <SearchX aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
              <h3 className="mt-4 text-2xl font-semibold">No matching questions</h3>
              <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted-foreground">
                Try other words, or clear the search to browse every topic. You can also ask us
                directly below.
              </p>
              <button
                type="button"
                onClick={clearSearch}
                className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
              >
                Show all questions
              </button>
            </div>
          )}
        </div>
      ) : (
        <Tabs
          value={category}
          onValueChange={(value) => setCategory(value as FaqCategoryId)}
          className="mt-4"
        >
          <TabsList aria-label="Question topics">
            {faqCategories.map((item) => (
              <TabsTrigger key={item.id} value={item.id}>
                {item.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {faqCategories.map((item) => (
            // Every topic stays in the page (hidden when not chosen) for search engines.
            <TabsContent key={item.id} value={item.id} forceMount className="mt-8">
              <FaqAccordion entries={entriesIn(item.id)} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
