import { villas } from './villas';

export interface NavLink {
  label: string;
  path: string;
}

/** Header navigation, in order (spec section 2). */
export const mainNav: readonly NavLink[] = [
  { label: 'Home', path: '/' },
  { label: 'About', path: '/about' },
  { label: 'Our Villas', path: '/villas' },
  { label: 'Location', path: '/location' },
  { label: 'Reviews', path: '/reviews' },
  { label: 'FAQ', path: '/faq' },
  { label: 'Contact', path: '/contact' },
];

export const bookingPath = '/booking';

/** Footer links (spec section 2). Privacy Policy and Terms are not pages yet, so they carry no path. */
export const footerLinks: readonly NavLink[] = [
  { label: 'About Us', path: '/about' },
  { label: 'Our Properties', path: '/property/agave' },
  { label: 'Location', path: '/location' },
  { label: 'Guest Reviews', path: '/reviews' },
  { label: 'FAQ', path: '/faq' },
  { label: 'Contact Us', path: '/contact' },
  { label: 'Book Your Stay', path: bookingPath },
  { label: 'Admin', path: '/admin/login' },
];

export const footerPlaceholders = ['Privacy Policy', 'Terms & Conditions'] as const;

/** Every public page, each prerendered to static HTML at build time. */
export const publicPaths: readonly string[] = [
  '/',
  '/about',
  '/villas',
  ...villas.map((villa) => `/property/${villa.slug}`),
  '/location',
  '/reviews',
  '/faq',
  '/contact',
  '/booking',
  '/gallery',
];

/** Staff pages: rendered in the browser only, never indexed. */
export const staffPaths: readonly string[] = [
  '/admin/login',
  '/admin/register',
  '/admin/dashboard',
  '/admin/test',
];
