import Link from 'next/link';
import { site } from '@/content/site';

/** The Partners page opener: why partner with the event, and the way to register. */
export function PartnerCallToAction() {
  return (
    <div className="bg-plum text-white">
      <div className="container-page py-12 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">Partners</p>
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          Partner with {site.name} {site.edition}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90">
          Put your brand at the heart of Africa’s creative economy. Over four days in Lagos, our partners meet
          thousands of creatives, investors and policymakers across film, music, fashion, art, gaming and tech.
        </p>
        <Link
          href="/register-partner"
          className="mt-8 inline-flex items-center rounded-full bg-gold px-6 py-3 font-bold text-ink transition hover:bg-white"
        >
          Become a Partner
        </Link>
      </div>
    </div>
  );
}
