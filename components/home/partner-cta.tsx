import { ButtonLink } from '@/components/ui/button-link';

export function PartnerCta() {
  return (
    <section aria-labelledby="home-partner-cta" className="bg-leaf text-white">
      <div className="container-page flex flex-col items-start gap-6 py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="home-partner-cta" className="text-3xl font-extrabold tracking-tight sm:text-4xl">Become a Partner</h2>
          <p className="mt-3 text-lg text-white/90">
            Put your brand at the heart of Africa’s creative economy: sponsor a summit, host a partner event or reach
            thousands of creatives, buyers and investors in Lagos.
          </p>
        </div>
        <ButtonLink href="/register-partner" variant="gold">Become a Partner</ButtonLink>
      </div>
    </section>
  );
}
