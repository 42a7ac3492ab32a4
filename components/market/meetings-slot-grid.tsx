import type { Locale } from '@/content/locales';
import { fill } from '@/lib/i18n/fill';
import { slotDayLabel, slotsByDay, slotTimeLabel } from '@/lib/market/meetings-time';

export interface GridSlot {
  start: number;
  checked?: boolean;
  /** A word under the time (the availability page's state). */
  note?: string;
  disabled?: boolean;
}

/**
 * Meeting slots as checkboxes named `slot` (their start, epoch ms), one fieldset a day whose
 * legend is the day: a plain form field, posted without JavaScript.
 */
export function MeetingsSlotGrid({
  locale,
  slots,
  legend,
  muted,
}: {
  locale: Locale;
  slots: readonly GridSlot[];
  /** The day's legend, {day} filled. */
  legend: string;
  /** Slots drawn as unavailable (not disabled: they may be changed). */
  muted?: (slot: GridSlot) => boolean;
}) {
  return (
    <div className="space-y-6">
      {slotsByDay(slots).map(({ day, slots: daySlots }) => (
        <fieldset key={day}>
          <legend className="mb-3 font-semibold text-ink">
            {fill(legend, { day: slotDayLabel(locale, daySlots[0].start) })}
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {daySlots.map((slot) => (
              <label
                key={slot.start}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 ring-1 has-[:checked]:bg-plum/10 has-[:checked]:ring-plum ${
                  muted?.(slot) ? 'bg-ink/5 ring-ink/20' : 'bg-white ring-ink/20'
                } ${slot.disabled ? 'cursor-not-allowed opacity-60' : ''}`}
              >
                <input
                  type="checkbox"
                  name="slot"
                  value={slot.start}
                  defaultChecked={slot.checked}
                  disabled={slot.disabled}
                  className="size-5 shrink-0 accent-plum"
                />
                <span className="flex flex-col leading-tight">
                  <span className="font-medium">{slotTimeLabel(locale, slot.start)}</span>
                  {slot.note ? <span className="text-sm text-ink/70">{slot.note}</span> : null}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
