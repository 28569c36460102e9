import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('components/layout/public-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('villas', 'routes/villas.tsx'),
    route('property/:id', 'routes/property.tsx'),
    route('location', 'routes/location.tsx'),
    route('reviews', 'routes/reviews.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('booking', 'routes/booking.tsx'),
    route('gallery', 'routes/gallery.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/register', 'routes/admin/register.tsx'),
  route('admin/dashboard', 'routes/admin/dashboard.tsx'),
  route('admin/test', 'routes/admin/test.tsx'),
] satisfies RouteConfig;
