import type { MetaDescriptor } from 'react-router';
import { property } from '../../shared/content/property';

export interface PageMetaInput {
  /** The page's own title; omit it on the home page, which leads with the property name. */
  title?: string;
  description: string;
  /** The page's path, e.g. `/about`. */
  path: string;
  /** Keeps the page out of search results (not-found screens, staff pages). */
  noindex?: boolean;
}

export function absoluteUrl(path: string): string {
  return `${property.siteUrl}${path}`;
}

export function pageTitle(title?: string): string {
  return title
    ? `${title} | ${property.name}`
    : `${property.name} | ${property.tagline.replace(/\.$/, '')}`;
}

/** The `<title>`, description, canonical link and social-card tags of one page. */
export function pageMeta({ title, description, path, noindex = false }: PageMetaInput) {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    // A page kept out of the index names no canonical address: the two signals would conflict.
    noindex
      ? { name: 'robots', content: 'noindex' }
      : { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: property.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: `${property.siteUrl}/logo.svg` },
    { name: 'twitter:card', content: 'summary' },
  ];
  return tags;
}
