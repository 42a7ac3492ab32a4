import 'server-only';
import { IntentLink as Link } from '@/components/ui/intent-link';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import type { Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { phoneHref, site as englishSite } from '@/content/site';
import { ActionBoundary } from '@/components/forms/action-boundary';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { fill, messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { formTexts } from '@/lib/forms/localized';
import { formAction } from '@/lib/handlers/form-actions';
import { Logo } from './logo';
import { SocialIcon, socialLabel } from './social-icon';
import { CurrentYear } from './current-year';

export function SiteFooter({ locale, switchable }: { locale: Locale; switchable: boolean }) {
  const t = messages(locale).shell;
  const { site, navigation } = localizedContent(locale);
  return (
    <footer className="bg-ink text-white/90">
      <div
        className="h-1.5 bg-[linear-gradient(90deg,#f5b700_0_25%,#b8360f_25%_50%,#0b6e4f_50%_75%,#4a1c63_75%)]"
        aria-hidden="true"
      />
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo />
          <p className="text-sm leading-relaxed text-white/80">{site.description}</p>
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
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-bold uppercase tracking-widest text-gold">
            {t.quickLinks}
          </h2>
          <ul className="mt-4 space-y-1">
            {navigation.footerQuickLinks.map((link) => (
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
        <div>
          <h2 className="text-sm font-bold uppercase tracking-widest text-gold">{t.contact}</h2>
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
              <a href={`mailto:${site.contact.email}`} className="inline-block py-1 hover:text-gold">
                {site.contact.email}
              </a>
            </p>
          </address>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-widest text-gold">{t.newsletter}</h2>
          <p className="mt-4 text-sm text-white/80">{t.newsletterLead}</p>
          <ActionBoundary fields={['email']}>
            <NewsletterForm action={formAction('newsletter')} texts={formTexts(locale, 'newsletter')} locale={locale} />
          </ActionBoundary>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-white/75 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYear /> {fill(t.rights, { organiser: site.organiser.name })}
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
