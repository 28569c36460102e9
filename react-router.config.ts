import type { Config } from '@react-router/dev/config';
import { publicPaths } from './src/shared/content/site';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  // Static HTML for every public page; staff pages and unknown paths use the SPA fallback.
  ssr: false,
  prerender: [...publicPaths],
} satisfies Config;
