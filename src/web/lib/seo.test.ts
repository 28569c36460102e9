import { describe, expect, it } from 'vitest';
import { property } from '../../shared/content/property';
import { pageMeta, pageTitle } from './seo';

describe('pageTitle', () => {
  it('suffixes a page title with the property name', () => {
    expect(pageTitle('About')).toBe('About | Bahama Garden Villas');
  });

  it('leads the home page with the property name and tagline', () => {
    expect(pageTitle()).toBe(`Bahama Garden Villas | ${property.tagline.replace(/\.$/, '')}`);
  });
});

describe('pageMeta', () => {
  const meta = pageMeta({ title: 'Our Villas', description: 'Four villas.', path: '/villas' });

  it('carries the title, the description and the canonical address', () => {
    expect(meta).toContainEqual({ title: 'Our Villas | Bahama Garden Villas' });
    expect(meta).toContainEqual({ name: 'description', content: 'Four villas.' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${property.siteUrl}/villas`,
    });
  });

  it('gives the home page a canonical address with a trailing slash', () => {
    expect(pageMeta({ description: 'Home.', path: '/' })).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${property.siteUrl}/`,
    });
  });

  it('carries Open Graph and Twitter card tags', () => {
    expect(meta).toEqual(
      expect.arrayContaining([
        { property: 'og:type', content: 'website' },
        { property: 'og:site_name', content: 'Bahama Garden Villas' },
        { property: 'og:title', content: 'Our Villas | Bahama Garden Villas' },
        { property: 'og:description', content: 'Four villas.' },
        { property: 'og:url', content: `${property.siteUrl}/villas` },
        { property: 'og:image', content: `${property.siteUrl}/logo.svg` },
        { name: 'twitter:card', content: 'summary' },
      ]),
    );
  });

  it('is indexable unless asked otherwise', () => {
    expect(meta.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false);
  });

  it('marks a page noindex, without a canonical link, when asked', () => {
    const hidden = pageMeta({
      title: 'Staff Sign In',
      description: 'Staff.',
      path: '/admin/login',
      noindex: true,
    });
    expect(hidden).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(hidden.some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false);
  });
});
