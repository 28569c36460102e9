/** Paths compare equal regardless of a trailing slash. */
export function isSamePath(current: string, target: string): boolean {
  const normalize = (path: string) => path.replace(/\/+$/, '') || '/';
  return normalize(current) === normalize(target);
}

/**
 * The id of the section a nav item scrolls to when its page is already open: `/about` scrolls
 * to `#about`, and home (null) to the top of the page.
 */
export function sectionIdForPath(path: string): string | null {
  const name = path.replace(/^\/+|\/+$/g, '');
  return name === '' ? null : name;
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls to the section of `path` (smoothly unless the visitor asked for reduced motion). */
export function scrollToSection(path: string): void {
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'instant' : 'smooth';
  const id = sectionIdForPath(path);
  const target = id ? document.getElementById(id) : null;
  if (target) {
    target.scrollIntoView({ behavior, block: 'start' });
  } else {
    window.scrollTo({ top: 0, behavior });
  }
}
