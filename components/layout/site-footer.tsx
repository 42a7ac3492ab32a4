import 'server-only';
import { IntentLink as Link } from '@/components/ui/intent-link';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import type { Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { phoneHref, site as englishSite } from '@/content/site';
import { ActionBoundary } from '@/components/forms/action-boundary';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { NEWSLETTER_ID } from './header-action';
import { fill, messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { formTexts } from '@/lib/forms/localized';
import { formAction } from '@/lib/handlers/form-actions';
import { Logo } from './logo';
import { SocialIcon, socialLabel } from './social-icon';

export function SiteFooter({ locale, switchable, year }: { locale: Locale; switchable: boolean; year: string }) {
  const t = messages(locale).shell;
  const { site, navigation } = localizedContent(locale);
  // The spec's quick links, then the menu's groups: with the contact page under the address, every
  // page the wide header leaves out (FAQ, contact) is one click away.
  const groups = [
    { title: t.quickLinks, links: navigation.footerQuickLinks },
    ...navigation.mainNavigation.flatMap((item) =>
      item.sublinks ? [{ title: item.title, links: item.sublinks }] : [],
    ),
  ];
  const contactPage = navigation.mainNavigation.find((item) => item.link === '/contact');
  return (
    <footer className="bg-ink text-white/90">
      {/* The header's button leads here after the edition (header-action.ts). */}
      <div
        id={NEWSLETTER_ID}
        className="container-page grid scroll-mt-20 gap-6 py-10 md:grid-cols-[1fr_minmax(0,28rem)] md:items-center md:gap-12"
      >
        <div>
          <h2 className="font-display text-2xl font-semibold text-white sm:text-3xl">{t.newsletter}</h2>
          <p className="mt-2 max-w-xl text-white/80">{t.newsletterLead}</p>
        </div>
        <ActionBoundary fields={['email']}>
          <NewsletterForm action={formAction('newsletter')} texts={formTexts(locale, 'newsletter')} locale={locale} />
        </ActionBoundary>
      </div>
      {/* The brand stripe sits between the sign-up and the site map, on the footer's own ink:
          whatever band ends the page above, none of its colours meets one of the same. */}
      <div className="container-page" aria-hidden="true">
        <div className="h-1 rounded-full bg-[linear-gradient(90deg,#f5b700_0_25%,#b8360f_25%_50%,#0b6e4f_50%_75%,#4a1c63_75%)]" />
      </div>
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[1.3fr_repeat(3,1fr)_1.5fr] lg:gap-10">
        <div className="col-span-2 space-y-4 lg:col-span-1">
          <Logo />
          <p className="max-w-sm text-sm leading-relaxed text-white/80">{site.description}</p>
          <ul className="flex gap-3" aria-label={t.socialMedia}>
            {/* The networks are not words: the English site's list, typed by network. */}
            {englishSite.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(t.onNetwork, { name: site.name, network: socialLabel(social.network) })}
                  data-network={social.network}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-gold hover:text-ink"
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {groups.map((group, index) => (
          <nav key={group.title} aria-labelledby={index === 0 ? 'footer-quick-links' : `footer-links-${index}`}>
            <h2
              id={index === 0 ? 'footer-quick-links' : `footer-links-${index}`}
              className="text-sm font-semibold uppercase tracking-widest text-gold"
            >
              {group.title}
            </h2>
            <ul className="mt-4 space-y-1">
              {group.links.map((link) => (
                <li key={link.link}>
                  <Link
                    href={localePath(locale, link.link)}
                    className="inline-block py-1.5 text-white/90 hover:text-gold"
                  >
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 sm:col-span-1">
          <h2 className="text-sm font-semibold uppercase tracking-widest text-gold">{t.contact}</h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>
              {site.venue.name}, {site.venue.street}, {site.venue.locality}
            </p>
            <p>
              <a href={phoneHref} className="inline-block py-1 hover:text-gold">
                {site.contact.phone}
              </a>
            </p>
            <p>
              <a
                href={`mailto:${site.contact.email}`}
                className="inline-block py-1 [overflow-wrap:anywhere] hover:text-gold"
              >
                {site.contact.email}
              </a>
            </p>
          </address>
          {contactPage ? (
            <p className="mt-3 text-sm">
              <Link
                href={localePath(locale, contactPage.link)}
                className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4 hover:text-gold"
              >
                {contactPage.title}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-white/75 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {fill(t.rights, { organiser: site.organiser.name })}
          </p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
            <ul className="flex gap-5">
              {navigation.footerLegalLinks.map((link) => (
                <li key={link.link}>
                  <Link href={localePath(locale, link.link)} className="inline-block py-1 hover:text-gold">
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
            {switchable ? (
              <LanguageSwitch
                current={locale}
                label={t.languages}
                linkClassName="inline-block py-1 text-white hover:text-gold"
              />
            ) : null}
          </div>
        </div>
      </div>
    </footer>
  );
}
