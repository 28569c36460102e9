import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The stylesheet makes in-page jumps smooth. A new page, though, should start at its top at
 * once rather than glide there from the previous page's position, so smooth scrolling is paused
 * while the router resets the scroll position (its layout effect runs after this one).
 */
export function useInstantRouteScroll() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.scrollBehavior = 'auto';
    const frame = requestAnimationFrame(() => root.style.removeProperty('scroll-behavior'));
    return () => {
      cancelAnimationFrame(frame);
      root.style.removeProperty('scroll-behavior');
    };
  }, [key]);
}
