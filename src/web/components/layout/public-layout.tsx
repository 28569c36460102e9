import type { MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { lodgingBusinessJsonLd, serializeJsonLd } from '../../../shared/seo/lodging-business';
import { ChatLauncher } from '../concierge/chat-launcher';
import { FloatingBookButton } from './floating-book-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const structuredData = serializeJsonLd(lodgingBusinessJsonLd());

/** Moves focus itself so the jump works the same whatever the router does with the hash. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main-content');
  if (!main) return;
  event.preventDefault();
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
}

/** The shared shell of every public page (spec section 2). */
export default function PublicLayout() {
  return (
    <>
      <a
        href="#main-content"
        onClick={skipToMain}
        className="sr-only rounded-full bg-primary px-5 py-3 font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-[70]"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="pt-20">
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingBookButton />
      <ChatLauncher />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />
    </>
  );
}
