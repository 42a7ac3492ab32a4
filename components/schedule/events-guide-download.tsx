import 'server-only';
import { statSync } from 'node:fs';
import path from 'node:path';

type EventsGuideDownloadProps = {
  /** « Download the 2025 Events Guide » in the page's language. */
  label: string;
  href: string;
  fileName: string;
};

/** Size of a file under public/, read at build time (the page is prerendered). */
function fileSize(href: string): string | null {
  try {
    const bytes = statSync(path.join(process.cwd(), 'public', href)).size;
    return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
  } catch {
    return null;
  }
}

/** The download button of the edition's Events Guide (a PDF). */
export function EventsGuideDownload({ href, fileName, label }: EventsGuideDownloadProps) {
  const size = fileSize(href);
  return (
    <a
      href={href}
      download={fileName}
      className="inline-flex min-h-12 items-center gap-3 rounded-full bg-brand px-6 py-3 text-lg font-semibold text-white shadow-md hover:bg-brand-dark"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
      </svg>
      <span>
        {label} <span className="whitespace-nowrap">(PDF{size ? `, ${size}` : ''})</span>
      </span>
    </a>
  );
}
