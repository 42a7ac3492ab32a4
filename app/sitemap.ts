import type { MetadataRoute } from 'next';
import { locales } from '@/content/locales';
import { localeAlternates, staticRoutes } from '@/lib/routes';
import { siteUrl } from '@/lib/site-url';
import { articles } from '@/content/news';
import { articlePath } from '@/lib/content/news';
import { programme } from '@/content/programme';
import { editionSpeakers } from '@/content/speakers';
import { sessionPath, speakerPath } from '@/lib/programme/sessions';
import { languageAlternates } from '@/lib/seo/page-metadata';

/**
 * Every public route of SPEC.md section 2 plus each news article's, session's and this edition's
 * speakers' canonical URL, in every language (issue 26): /about and /fr/about, each entry with its
 * hreflang alternates (en, fr, x-default).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const url = (path: string) => `${base}${path === '/' ? '' : path}`;
  const paths: string[] = [...staticRoutes, ...articles.map(articlePath), ...programme.map(sessionPath), ...editionSpeakers.map(speakerPath)];
  return paths.flatMap((path) => {
    const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([tag, href]) => [tag, url(href)]));
    return locales.map((locale) => ({
      url: url(localeAlternates(path)[locale]),
      changeFrequency: path === '/' || path.startsWith('/news') ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}
