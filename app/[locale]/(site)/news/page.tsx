import { pageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { NewsCard } from '@/components/news/news-card';
import { articles } from '@/content/news';
import { edition } from '@/lib/edition';

const description = `News, previews and stories from ${edition.title}: the programme, the people and the creative economy in Lagos and across Africa.`;

export const metadata: Metadata = pageMetadata({ title: 'News', description: description, path: '/news' });

export default function NewsPage() {
  return (
    <>
      <section className="bg-plum py-16 text-white sm:py-20">
        <div className="container-page text-center">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-gold">Latest from {edition.shortTitle}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">News &amp; Updates</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-white/90">
            Previews, programme news and stories from the people building Africa’s creative economy, from the Women in Film day to
            the Legal Summit.
          </p>
        </div>
      </section>
      <section aria-label="Articles" className="bg-sand py-14 sm:py-16">
        <ul className="container-page grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, index) => (
            <li key={article.id} className="flex">
              <NewsCard article={article} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
