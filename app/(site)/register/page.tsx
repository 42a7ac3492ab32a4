import { ButtonLink } from '@/components/ui/button-link';
import { PageBanner } from '@/components/ui/page-banner';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { edition } from '@/lib/edition';

export const metadata = pageMetadata({
  title: `Register for the ${edition.year} edition`,
  description: `Registration for ${edition.title} has closed. See you next year!`,
  path: '/register',
});

/** Registration for this edition is closed: a notice, no form (SPEC.md section 2, "Register"). */
export default function RegisterPage() {
  return (
    <>
      <PageBanner title={`Register for the ${edition.year} edition`} lead="Join us for an enriching experience" />
      <section className="container-page max-w-3xl py-16">
        <div role="status" className="rounded-2xl border-l-8 border-brand bg-sand p-8 shadow-sm sm:p-10">
          <h2 className="text-3xl font-extrabold tracking-tight">Registration Closed</h2>
          <p className="mt-4 text-lg">Registration for the {edition.year} event has officially closed.</p>
          <p className="mt-2 text-2xl font-bold text-brand">See you next year!</p>
          <p className="mt-4 text-lg text-muted">
            For information about future events, please contact the organisers at{' '}
            <a className="font-semibold text-brand underline underline-offset-4" href={`mailto:${site.contact.email}`}>{site.contact.email}</a>.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/contact" variant="primary">Contact Us</ButtonLink>
            <ButtonLink href="/news" variant="outline-dark">Read the latest news</ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
