import 'server-only';
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/content/locales';
import { formatFileSize } from '@/lib/i18n/format';

type EventsGuideDownloadProps = {
  /** « Download the 2025 Events Guide » in the page's language. */
  label: string;
  href: string;
  fileName: string;
  /** The page's language: the size's figures and units (« 1.4 MB », « 1,4 Mo »). */
  locale: Locale;
};

/** Size of a file under public/ in the page's language, read at build time (the page is prerendered). */
function fileSize(href: string, locale: Locale): string | null {
  try {
    return formatFileSize(locale, statSync(path.join(process.cwd(), 'public', href)).size);
  } catch {
    return null;
  }
}

/** The download button of the edition's Events Guide (a PDF). */
export function EventsGuideDownload({ href, fileName, label, locale }: EventsGuideDownloadProps) {
  const size = fileSize(href, locale);
  return (
    <a
      href={href}
      download={fileName}
      // A rounded box rather than a pill: on a phone the words take two lines and the size a third.
      className="inline-flex min-h-12 items-center gap-3 rounded-2xl bg-brand px-4 py-3 text-base font-semibold leading-snug text-white shadow-md hover:bg-brand-dark sm:rounded-full sm:px-6 sm:text-lg"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
      </svg>
      <span>
        {label}{' '}
        <span className="block whitespace-nowrap text-sm font-medium text-white/90 sm:inline sm:text-base sm:font-semibold sm:text-white">
          (PDF{size ? `, ${size}` : ''})
        </span>
      </span>
    </a>
  );
}
