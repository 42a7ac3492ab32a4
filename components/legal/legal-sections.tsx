/** The headed sections of a legal page (the privacy notice, the terms of use), in reading order. */
export function LegalSections({
  sections,
  idPrefix,
}: {
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  idPrefix: string;
}) {
  return sections.map((section, index) => (
    <section
      key={section.heading}
      id={`${idPrefix}-${index + 1}`}
      aria-labelledby={`${idPrefix}-${index + 1}-heading`}
      className="mt-12 scroll-mt-24"
    >
      <h2 id={`${idPrefix}-${index + 1}-heading`} className="text-2xl font-bold text-ink">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 32)} className="mt-4 leading-relaxed text-muted">
          {paragraph}
        </p>
      ))}
    </section>
  ));
}

/** The opening paragraphs of a legal page, a size above the sections' text. */
export function LegalIntro({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((paragraph) => (
    <p key={paragraph.slice(0, 32)} className="mt-4 text-lg leading-relaxed text-muted">
      {paragraph}
    </p>
  ));
}
