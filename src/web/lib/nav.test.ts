import { describe, expect, it } from 'vitest';
import { isSamePath, sectionIdForPath } from './nav';

describe('isSamePath', () => {
  it('matches equal paths, ignoring a trailing slash', () => {
    expect(isSamePath('/about', '/about')).toBe(true);
    expect(isSamePath('/about/', '/about')).toBe(true);
    expect(isSamePath('/', '/')).toBe(true);
  });

  it('tells different paths apart', () => {
    expect(isSamePath('/about', '/')).toBe(false);
    expect(isSamePath('/', '/about')).toBe(false);
    expect(isSamePath('/villas', '/property/agave')).toBe(false);
  });
});

describe('sectionIdForPath', () => {
  it('names the section after the path', () => {
    expect(sectionIdForPath('/about')).toBe('about');
    expect(sectionIdForPath('/faq/')).toBe('faq');
  });

  it('sends home to the top of the page', () => {
    expect(sectionIdForPath('/')).toBeNull();
  });
});
