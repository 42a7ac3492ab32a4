import { ButtonLink } from '@/components/ui/button-link';
import { site } from '@/content/site';

/**
 * The Partners page opener: why partner with the event, and the way to register. It is the
 * page banner (same band as components/ui/page-banner.tsx) with a button, as PageBanner has no
 * slot for one.
 */
export function PartnerCallToAction() {
  return (
    <section aria-labelledby="partners-cta" className="relative overflow-hidden bg-plum text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-40 [background:radial-gradient(circle_at_85%_20%,#b8360f_0,transparent_45%),radial-gradient(circle_at_10%_90%,#0b6e4f_0,transparent_40%)]"
      />
      <div className="container-page relative py-14 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">Partners</p>
        <h1 id="partners-cta" className="mt-2 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          Partner with {site.name} {site.edition}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/85">
          Put your brand at the heart of Africa’s creative economy. Over four days in Lagos, our partners meet
          thousands of creatives, investors and policymakers across film, music, fashion, art, gaming and tech.
        </p>
        <ButtonLink href="/register-partner" variant="gold" className="mt-8">
          Become a Partner
        </ButtonLink>
      </div>
    </section>
  );
}
