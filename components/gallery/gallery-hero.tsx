import { Carousel } from '@/components/ui/carousel';
import { LazyImage } from '@/components/ui/lazy-image';
import type { GalleryImage } from '@/content/schemas/items';

// The gallery hero turns every 3000 ms, one item per view, without dots.
const heroInterval = 3000;

/** The auto-playing hero carousel at the top of /gallery. */
export function GalleryHero({
  items,
  label,
  eager = true,
}: {
  items: readonly GalleryImage[];
  /** The carousel's name ("Highlights of the 2024 edition"). */ label: string;
  /** Load the first picture at once: only where the carousel opens the page. */
  eager?: boolean;
}) {
  return (
    <Carousel
      label={label}
      breakpoints={{ 0: 1 }}
      dots={false}
      autoplay
      interval={heroInterval}
      className="overflow-hidden shadow-lg"
      items={items.map((item, index) => (
        // The pictures are 12:5; phones and tablets crop the sides to 16:9. CSS alone sizes the box.
        <div key={item.url} className="relative aspect-video lg:aspect-[12/5]">
          <LazyImage
            src={item.url}
            alt={item.alt}
            fill
            sizes="(min-width: 1280px) 1216px, 100vw"
            priority={eager && index === 0}
          />
        </div>
      ))}
    />
  );
}
