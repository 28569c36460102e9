import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/playfair-display/wght.css';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import playfairLatin from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from 'react-router';
import { property } from '../shared/content/property';
import type { Route } from './+types/root';
import { z } from 'zod';
import './app.css';
import { BrandMark } from './components/layout/brand-mark';
import { NotFoundScreen } from './components/layout/not-found-screen';
import { ButtonLink } from './components/ui/button';
import { Toaster } from './components/ui/toaster';
import { createQueryClient } from './lib/query-client';
import { useInstantRouteScroll } from './lib/use-instant-route-scroll';
import { pageTitle } from './lib/seo';

// The site's CSP forbids eval: without this, zod probes for it and the browser logs a violation.
z.config({ jitless: true });

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The Latin subsets are needed on every page; fetching them early avoids a flash of fallback text.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: playfairLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf8f3" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b1719" media="(prefers-color-scheme: dark)" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useInstantRouteScroll();
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}

/** A calm, branded frame for pages rendered outside the public shell. */
function StandaloneScreen({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-background px-5 py-16">
      <a href="/" className="flex items-center gap-3 rounded-full">
        <BrandMark />
        <span className="font-serif text-xl font-semibold">{property.name}</span>
      </a>
      {children}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StandaloneScreen>
        <title>{pageTitle('Page Not Found')}</title>
        <meta name="robots" content="noindex" />
        <NotFoundScreen />
      </StandaloneScreen>
    );
  }
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <StandaloneScreen>
      <title>{pageTitle('Something went wrong')}</title>
      <meta name="robots" content="noindex" />
      <section className="max-w-lg text-center">
        <h1 className="text-4xl font-semibold text-foreground">Something went wrong</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
          We&apos;re sorry: this page could not be displayed. Please try again in a moment, or
          return to the homepage.
        </p>
        <ButtonLink to="/" size="lg" className="mt-8" reloadDocument>
          Return to Homepage
        </ButtonLink>
        {details && (
          <pre className="mt-10 max-w-full overflow-x-auto rounded-xl bg-surface-muted p-4 text-left text-xs">
            {details}
          </pre>
        )}
      </section>
    </StandaloneScreen>
  );
}

export function HydrateFallback() {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background text-foreground"
    >
      <BrandMark className="size-14 motion-safe:animate-pulse" />
      <p className="font-serif text-xl font-semibold">{property.name}</p>
      <p className="text-sm text-muted-foreground">Loading…</p>
    </div>
  );
}
