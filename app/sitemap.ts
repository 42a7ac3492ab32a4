import type { MetadataRoute } from 'next';
import { staticRoutes } from '@/lib/routes';
import { siteUrl } from '@/lib/site-url';
import { articles } from '@/content/news';
import { articlePath } from '@/lib/content/news';

/** Every public route of SPEC.md section 2 plus each news article's canonical URL. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const paths: string[] = [...staticRoutes, ...articles.map(articlePath)];
  return paths.map((path) => ({
    url: `${base}${path === '/' ? '' : path}`,
    changeFrequency: path === '/' || path.startsWith('/news') ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
