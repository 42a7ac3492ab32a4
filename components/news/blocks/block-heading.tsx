/** The h2 every titled block uses (the article title is the page's h1). */
export function BlockHeading({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return <h2 className={`text-2xl font-bold tracking-tight text-ink sm:text-3xl ${className}`}>{children}</h2>;
}
