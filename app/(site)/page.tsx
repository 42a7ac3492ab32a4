import { site } from '@/content/site';

export default function HomePage() {
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-extrabold">{site.name} {site.edition}</h1>
      <p className="mt-4 text-xl">{site.tagline}</p>
    </section>
  );
}
