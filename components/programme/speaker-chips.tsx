import type { EditionSpeaker } from '@/content/schemas/speakers';
import { displayText } from '@/lib/content/speakers';
import { responsiveAttributes } from '@/lib/images';
import { defaultLocale, type Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';
import { speakerPath } from '@/lib/programme';
import { localePath } from '@/lib/routes';

/** Small round portraits with the speakers' names, each linking to the speaker's page. */
export function SpeakerChips({
  speakers,
  size = 32,
  withTitle = false,
  locale = defaultLocale,
}: {
  speakers: EditionSpeaker[];
  size?: number;
  withTitle?: boolean;
  locale?: Locale;
}) {
  if (speakers.length === 0) return null;
  return (
    <ul aria-label={messages(locale).session.speakers} className="flex flex-wrap gap-x-4 gap-y-2">
      {speakers.map((speaker) => (
        <li key={speaker.id}>
          <a
            href={localePath(locale, speakerPath(speaker))}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-ink underline-offset-4 hover:underline"
          >
            {/* The name beside it says who this is: the portrait is decorative here. */}
            {/* One source at twice the shown size: sharp on every phone, and one URL per picture in a long list. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={
                responsiveAttributes({
                  path: speaker.src,
                  widths: [size > 32 ? 128 : 64],
                  quality: 75,
                  sizes: `${size}px`,
                }).src
              }
              alt=""
              width={size}
              height={size}
              loading="lazy"
              decoding="async"
              className="rounded-full bg-plum object-cover"
              style={{ width: size, height: size }}
            />
            <span>
              {displayText(speaker.name)}
              {withTitle ? (
                <span className="block text-sm font-normal text-muted">{displayText(speaker.title)}</span>
              ) : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
