import type { MetadataRoute } from 'next';
import { staticRoutes } from '@/lib/routes';
import { siteUrl } from '@/lib/site-url';
import { articles } from '@/content/news';
import { articlePath } from '@/lib/content/news';
import { programme } from '@/content/programme';
import { editionSpeakers } from '@/content/speakers';
import { sessionPath, speakerPath } from '@/lib/programme/sessions';

/** Every public route of SPEC.md section 2 plus each news article's, session's and this edition's speakers' canonical URL. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const paths: string[] = [...staticRoutes, ...articles.map(articlePath), ...programme.map(sessionPath), ...editionSpeakers.map(speakerPath)];
  return paths.map((path) => ({
    url: `${base}${path === '/' ? '' : path}`,
    changeFrequency: path === '/' || path.startsWith('/news') ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
