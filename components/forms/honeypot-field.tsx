import { useClientTexts } from '@/components/i18n/client-texts';
import { HONEYPOT_FIELD } from '@/lib/forms/constants';

/** Invisible to people and screen readers, skipped by the keyboard; bots tend to fill it. */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const t = useClientTexts().form;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{t.honeypot}</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
