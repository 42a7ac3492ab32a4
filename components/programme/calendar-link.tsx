/** An "Add to calendar" link to one of the programme's .ics files (its words in the page's language). */
export function CalendarLink({
  href,
  children,
  className = '',
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      className={`inline-flex min-h-11 items-center gap-2 font-semibold text-brand-dark underline underline-offset-4 hover:text-brand ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="3.5" y="5" width="17" height="15" rx="2" />
        <path d="M3.5 10h17M8 3v4M16 3v4M12 13v4M10 15h4" />
      </svg>
      <span>{children}</span>
    </a>
  );
}
