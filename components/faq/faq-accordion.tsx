import type { FaqItem } from '@/content/schemas/items';

/**
 * The FAQ as native exclusive disclosures: <details> elements sharing a `name` open one at a
 * time, and clicking the open one closes it. Keyboard and screen-reader support come from the
 * browser, with no JavaScript to download.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-ink/10 rounded-2xl border border-ink/10 bg-white shadow-sm">
      {items.map((item) => (
        <details key={item.id} name="faq" className="group" data-faq-id={item.id}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left text-lg font-semibold hover:bg-sand sm:px-7 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-sand text-brand transition-transform group-open:rotate-45"
            >
              <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                <path d="M9 3h2v6h6v2h-6v6H9v-6H3V9h6Z" />
              </svg>
            </span>
          </summary>
          <div className="px-5 pb-6 text-base leading-relaxed text-muted sm:px-7">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
