'use client';

import { useClientTexts } from '@/components/i18n/client-texts';
import { useEffect, useState } from 'react';
import { areaCacheName, offlineAreas } from '@/lib/offline/areas';

type CachedPage = { path: string; title: string };

/** The pages the service worker keeps (one cache per offline area), listed by their titles. */
export function CachedPages() {
  const t = useClientTexts().offline;
  const [pages, setPages] = useState<CachedPage[] | null>(null);

  useEffect(() => {
    const list = async () => {
      const found: CachedPage[] = [];
      for (const area of offlineAreas) {
        if (!(await caches.has(areaCacheName(area)))) continue;
        const cache = await caches.open(areaCacheName(area));
        for (const request of await cache.keys()) {
          const html = await (await cache.match(request))?.text();
          const title =
            /<title>([^<]*)<\/title>/
              .exec(html ?? '')?.[1]
              ?.replace(/&amp;/g, '&')
              .replace(/&#x27;|&#39;/g, "'") ?? new URL(request.url).pathname;
          // A ticket's copy is kept under its whole URL: the link must carry the query.
          const url = new URL(request.url);
          found.push({ path: url.pathname + url.search, title });
        }
      }
      setPages(found.sort((a, b) => a.path.localeCompare(b.path)));
    };
    list().catch(() => setPages([]));
  }, []);

  if (pages === null) return null;
  if (pages.length === 0) return <p className="mt-6 text-ink">{t.nothingSaved}</p>;
  return (
    <ul className="mt-6 list-disc space-y-2 pl-6">
      {pages.map((page) => (
        <li key={page.path}>
          <a href={page.path} className="font-semibold text-brand-dark underline underline-offset-4">
            {page.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
