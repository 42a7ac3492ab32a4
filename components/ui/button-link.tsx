import { IntentLink as Link } from '@/components/ui/intent-link';
import { defaultLocale, type Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';

type Variant = 'primary' | 'gold' | 'outline-light' | 'outline-dark' | 'dark';

const variants: Record<Variant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  gold: 'bg-gold text-ink hover:bg-white',
  'outline-light': 'border-2 border-white text-white hover:bg-white hover:text-ink',
  'outline-dark': 'border-2 border-ink text-ink hover:bg-ink hover:text-white',
  dark: 'bg-ink text-white hover:bg-plum',
};

/** A link styled as a button. External links open in a new tab without the opener. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  external = false,
  className = '',
  locale = defaultLocale,
}: {
  href: string;
  children: React.ReactNode;
  variant?: Variant;
  external?: boolean;
  className?: string;
  /** The page's language, for an external link's "(opens in a new tab)". */
  locale?: Locale;
}) {
  const classes = `inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors ${variants[variant]} ${className}`;
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
        {children}
        <span className="sr-only">{messages(locale).common.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <Link href={href} className={classes}>
      {children}
    </Link>
  );
}
