import { NotFoundScreen } from '../components/layout/not-found-screen';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Page Not Found',
    description: "The page you're looking for doesn't exist or has been moved.",
    path: location.pathname,
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundScreen />;
}
