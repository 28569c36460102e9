import { Menu, Phone, X } from 'lucide-react';
import { type FocusEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { property } from '../../../shared/content/property';
import { bookingPath, mainNav } from '../../../shared/content/site';
import { isSamePath, scrollToSection } from '../../lib/nav';
import { menuToggleDebounceMs, navClickHoldMs } from '../../lib/timing';
import { cn } from '../../lib/utils';
import { ButtonLink } from '../ui/button';
import { BrandMark } from './brand-mark';
import {
  initialHeaderState,
  nextHeaderState,
  revealHeader,
  scrollProgress,
  type HeaderScrollState,
} from './header-scroll';

interface HeaderView {
  hidden: boolean;
  floating: boolean;
}

const sameView = (view: HeaderView, state: HeaderScrollState) =>
  view.hidden === state.hidden && view.floating === state.floating;

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export function SiteHeader() {
  const location = useLocation();
  const [view, setView] = useState<HeaderView>({ hidden: false, floating: false });
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLocationKey, setMenuLocationKey] = useState(location.key);
  const scrollState = useRef(initialHeaderState());
  const holdVisibleUntil = useRef(0);
  const menuOpenRef = useRef(false);
  const lastToggleAt = useRef(Number.NEGATIVE_INFINITY);
  const progressBar = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstMenuLink = useRef<HTMLAnchorElement>(null);

  // Any navigation, including back and forward, closes the mobile menu.
  if (menuLocationKey !== location.key) {
    setMenuLocationKey(location.key);
    setMenuOpen(false);
  }

  const showHeader = useCallback(() => {
    scrollState.current = revealHeader(scrollState.current);
    setView((current) => (current.hidden ? { ...current, hidden: false } : current));
  }, []);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const holdVisible = menuOpenRef.current || performance.now() < holdVisibleUntil.current;
      const next = nextHeaderState(scrollState.current, window.scrollY, { holdVisible });
      scrollState.current = next;
      setView((current) =>
        sameView(current, next) ? current : { hidden: next.hidden, floating: next.floating },
      );
      const root = document.documentElement;
      const progress = scrollProgress(window.scrollY, root.scrollHeight, window.innerHeight);
      progressBar.current?.style.setProperty('transform', `scaleX(${progress})`);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
    // A new page has a new height, so the progress bar is measured again.
  }, [location.pathname]);

  useEffect(() => {
    menuOpenRef.current = menuOpen;
    if (!menuOpen) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    firstMenuLink.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  const toggleMenu = () => {
    // Ignores double taps and rapid repeats while the menu is still sliding.
    const now = performance.now();
    if (now - lastToggleAt.current < menuToggleDebounceMs) return;
    lastToggleAt.current = now;
    setMenuOpen((open) => !open);
  };

  /** On the page it points to, a nav item scrolls to that page's section instead of navigating. */
  const onNavClick = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (!isPlainLeftClick(event)) return;
    holdVisibleUntil.current = performance.now() + navClickHoldMs;
    showHeader();
    setMenuOpen(false);
    if (isSamePath(location.pathname, path)) {
      event.preventDefault();
      scrollToSection(path);
    }
  };

  const onHeaderBlur = (event: FocusEvent<HTMLElement>) => {
    if (menuOpen && !event.currentTarget.contains(event.relatedTarget)) setMenuOpen(false);
  };

  const hidden = view.hidden && !menuOpen;

  return (
    <>
      <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]">
        <div
          ref={progressBar}
          data-testid="scroll-progress"
          className="h-full origin-left bg-linear-to-r from-villa-turquoise via-villa-yellow to-villa-coral"
          style={{ transform: 'scaleX(0)' }}
        />
      </div>
      {menuOpen && (
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-lagoon-900/40 md:hidden" />
      )}
      <header
        data-hidden={hidden}
        data-floating={view.floating}
        onFocus={showHeader}
        onBlur={onHeaderBlur}
        className={cn(
          'fixed inset-x-0 top-0 z-50 transition-transform duration-300 ease-out-soft motion-reduce:transition-none',
          hidden && '-translate-y-full',
        )}
      >
        <div
          className={cn(
            'mx-auto flex items-center justify-between gap-4 bg-header backdrop-blur-md transition-[max-width,height,margin,padding,border-radius,box-shadow] duration-300 ease-out-soft motion-reduce:transition-none',
            view.floating
              ? 'mx-3 mt-2 h-14 max-w-6xl rounded-full border border-border px-3 shadow-lg shadow-lagoon-900/10 sm:px-5 xl:mx-auto'
              : 'h-20 max-w-full border-b border-border px-5 sm:px-8',
          )}
        >
          <Link
            to="/"
            onClick={(event) => onNavClick(event, '/')}
            className="flex items-center gap-3 rounded-full"
          >
            <BrandMark
              className={cn(
                'transition-[width,height] duration-300 motion-reduce:transition-none',
                view.floating && 'size-9',
              )}
            />
            <span className="font-serif text-lg font-semibold tracking-tight md:sr-only lg:not-sr-only">
              {property.name}
            </span>
          </Link>

          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-0.5 lg:gap-1">
              {mainNav.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={item.path}
                    end
                    onClick={(event) => onNavClick(event, item.path)}
                    className={({ isActive }) =>
                      cn(
                        'rounded-full px-2.5 py-2 text-sm font-medium transition-colors lg:px-3.5',
                        isActive
                          ? 'bg-primary/10 text-primary'
                          : 'text-muted-foreground hover:text-foreground',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <ButtonLink to={bookingPath} size="sm" className="hidden md:inline-flex">
            Book Now
          </ButtonLink>

          <button
            ref={menuButton}
            type="button"
            onClick={toggleMenu}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            className="inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-surface-muted md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>

        <div
          id="mobile-menu"
          // Focusable so a tap on the panel's padding keeps focus, and the menu, in place.
          tabIndex={-1}
          className={cn(
            'absolute inset-x-3 top-full mt-2 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-3xl border border-border bg-surface p-6 shadow-2xl shadow-lagoon-900/20 duration-300 ease-out-soft motion-reduce:transition-none md:hidden',
            // Visibility is not transitioned on open, so focus can move in at once.
            menuOpen
              ? 'visible translate-y-0 opacity-100 transition-[opacity,translate]'
              : 'pointer-events-none invisible -translate-y-3 opacity-0 transition-[opacity,translate,visibility]',
          )}
        >
          <nav aria-label="Mobile">
            <ul className="flex flex-col">
              {mainNav.map((item, index) => (
                <li key={item.path} className="border-b border-border last:border-b-0">
                  <NavLink
                    ref={index === 0 ? firstMenuLink : undefined}
                    to={item.path}
                    end
                    onClick={(event) => onNavClick(event, item.path)}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center justify-between py-3.5 font-serif text-xl',
                        isActive ? 'text-primary' : 'text-foreground',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <ButtonLink
            to={bookingPath}
            size="lg"
            className="mt-6 w-full"
            onClick={(event) => onNavClick(event, bookingPath)}
          >
            Book Your Stay
          </ButtonLink>
          <a
            href={property.contact.phoneHref}
            className="mt-4 flex items-center justify-center gap-2 text-sm text-muted-foreground"
          >
            <Phone aria-hidden="true" className="size-4" />
            {property.contact.phone}
          </a>
        </div>
      </header>
    </>
  );
}
