import type { Metadata } from 'next';
import { NewsCard } from '@/components/news/news-card';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).news;
  return pageMetadata({
    locale,
    title: t.title,
    description: fill(t.description, { title: localizedContent(locale).edition.title }),
    path: '/news',
  });
}

export default async function NewsPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = messages(locale).news;
  const { edition, news } = localizedContent(locale);
  return (
    <>
      <section className="bg-plum py-16 text-white sm:py-20">
        <div className="container-page text-center">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-gold">
            {fill(t.eyebrow, { shortTitle: edition.shortTitle })}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{t.heading}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-white/90">{t.lead}</p>
        </div>
      </section>
      <section aria-label={t.articles} className="bg-sand py-14 sm:py-16">
        <ul className="container-page grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {news.articlesNewestFirst.map((article, index) => (
            <li key={article.id} className="flex">
              <NewsCard article={article} priority={index === 0} locale={locale} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
