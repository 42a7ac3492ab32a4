/** An eyebrow and a section title (h2), left-aligned or centred. */
export function SectionHeading({
  eyebrow,
  title,
  id,
  align = 'left',
  tone = 'dark',
}: {
  eyebrow?: string;
  title: string;
  id?: string;
  align?: 'left' | 'center';
  tone?: 'dark' | 'light';
}) {
  return (
    <div className={align === 'center' ? 'text-center' : ''}>
      {eyebrow && (
        <p
          className={`text-sm font-semibold uppercase tracking-[0.2em] ${tone === 'dark' ? 'text-brand' : 'text-gold'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl ${tone === 'dark' ? 'text-ink' : 'text-white'}`}
      >
        {title}
      </h2>
    </div>
  );
}
