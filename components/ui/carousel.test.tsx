import { act, fireEvent, screen } from '@testing-library/react';
import { Carousel } from './carousel';
import {
  installCarouselLayout,
  installIntersectionObserver,
  installMatchMedia,
  installResizeObserver,
  setReducedMotion,
} from './test-support/browser-fakes';
import { renderInEnglish } from '@/components/ui/test-support/texts';

beforeAll(() => {
  installIntersectionObserver();
  installResizeObserver();
  installMatchMedia();
  installCarouselLayout(600, 1);
});

afterEach(() => {
  setReducedMotion(false);
  jest.useRealTimers();
});

const slides = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((name) => <p key={name}>{name}</p>);

function currentDot(): string | null {
  const current = screen
    .getAllByRole('button', { name: /^Go to slide/ })
    .filter((dot) => dot.getAttribute('aria-current') === 'true');
  expect(current).toHaveLength(1);
  return current[0].getAttribute('aria-label');
}

function renderCarousel(props: Partial<React.ComponentProps<typeof Carousel>> = {}) {
  return renderInEnglish(<Carousel items={slides} label="Highlights" {...props} />);
}

describe('Carousel', () => {
  it('is a labelled carousel region of slides "N of M"', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen
      .getAllByRole('group')
      .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('wraps from the first slide to the last and from the last to the first with the arrows', () => {
    renderCarousel();
    expect(currentDot()).toBe('Go to slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentDot()).toBe('Go to slide 5');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toBe('Go to slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toBe('Go to slide 2');
  });

  it('still wraps at both ends when there are too few slides for Embla to loop', () => {
    // Two slides one and a half to a view: Embla cannot loop, and has two scroll positions.
    installCarouselLayout(600, 1.5);
    try {
      renderInEnglish(<Carousel items={slides.slice(0, 2)} label="Few" breakpoints={{ 0: 1.5 }} />);
      expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(2);
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentDot()).toBe('Go to slide 2');
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(currentDot()).toBe('Go to slide 1');
      fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
      expect(currentDot()).toBe('Go to slide 2');
    } finally {
      installCarouselLayout(600, 1);
    }
  });

  it('shows one dot per slide and jumps to the slide of a dot', () => {
    renderCarousel();
    expect(screen.getAllByRole('button', { name: /^Go to slide \d+$/ })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(currentDot()).toBe('Go to slide 4');
  });

  it('can place the arrows in a row under the slides, around the dots', () => {
    renderCarousel({ controls: 'below', autoplay: true });
    const dotGroup = screen.getByRole('group', { name: 'Choose a slide' });
    const row = dotGroup.parentElement as HTMLElement;
    const names = Array.from(row.children).map((child) => child.getAttribute('aria-label'));
    expect(names).toEqual(['Pause automatic slide show', 'Previous slide', 'Choose a slide', 'Next slide']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentDot()).toBe('Go to slide 5');
  });

  it('hides the dots when asked', () => {
    renderCarousel({ dots: false });
    expect(screen.queryByRole('button', { name: /^Go to slide/ })).toBeNull();
  });

  it('moves with the arrow keys on its focused slides viewport, wrapping at both ends', () => {
    const { container } = renderCarousel();
    const viewport = container.querySelector<HTMLElement>('[data-carousel-viewport]') as HTMLElement;
    expect(viewport.tabIndex).toBe(0);
    act(() => viewport.focus());
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(currentDot()).toBe('Go to slide 2');
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(currentDot()).toBe('Go to slide 5');
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(currentDot()).toBe('Go to slide 1');
  });

  it('does not play by itself unless autoplay is asked for', () => {
    jest.useFakeTimers();
    renderCarousel();
    act(() => jest.advanceTimersByTime(30_000));
    expect(currentDot()).toBe('Go to slide 1');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
  });

  it('advances every interval with autoplay and wraps after the last slide', () => {
    jest.useFakeTimers();
    renderCarousel({ autoplay: true, interval: 3000 });
    act(() => jest.advanceTimersByTime(2900));
    expect(currentDot()).toBe('Go to slide 1');
    act(() => jest.advanceTimersByTime(200));
    expect(currentDot()).toBe('Go to slide 2');
    for (const expected of [3, 4, 5, 1]) {
      act(() => jest.advanceTimersByTime(3000));
      expect(currentDot()).toBe(`Go to slide ${expected}`);
    }
  });

  it('uses 5000 ms as the default autoplay interval', () => {
    jest.useFakeTimers();
    renderCarousel({ autoplay: true });
    act(() => jest.advanceTimersByTime(4900));
    expect(currentDot()).toBe('Go to slide 1');
    act(() => jest.advanceTimersByTime(200));
    expect(currentDot()).toBe('Go to slide 2');
  });

  it('pauses autoplay while hovered', () => {
    jest.useFakeTimers();
    renderCarousel({ autoplay: true, interval: 3000 });
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(20_000));
    expect(currentDot()).toBe('Go to slide 1');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot()).toBe('Go to slide 2');
  });

  it('pauses autoplay while focus is inside and resumes when it leaves', () => {
    jest.useFakeTimers();
    renderInEnglish(
      <>
        <Carousel items={slides} label="Highlights" autoplay interval={3000} />
        <button type="button">Outside</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => jest.advanceTimersByTime(20_000));
    expect(currentDot()).toBe('Go to slide 1');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot()).toBe('Go to slide 2');
  });

  it('stops and restarts with the pause button', () => {
    jest.useFakeTimers();
    renderCarousel({ autoplay: true, interval: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    // Clicking moved focus onto the button; move it away so only the toggle holds the pause.
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(20_000));
    expect(currentDot()).toBe('Go to slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => jest.advanceTimersByTime(3000));
    expect(currentDot()).toBe('Go to slide 2');
  });

  it('never autoplays when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    jest.useFakeTimers();
    renderCarousel({ autoplay: true, interval: 3000 });
    act(() => jest.advanceTimersByTime(30_000));
    expect(currentDot()).toBe('Go to slide 1');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
  });

  it('sizes slides from a CSS rule per breakpoint of the map', () => {
    const { container } = renderCarousel({ breakpoints: { 0: 1, 768: 2, 1280: 4 } });
    expect(container.querySelector('[data-carousel-per="0-1_768-2_1280-4"]')).not.toBeNull();
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('');
    expect(css).toContain('[data-carousel-per="0-1_768-2_1280-4"] [data-carousel-slide]{flex:0 0 100.0000%}');
    expect(css).toContain(
      '@media (min-width:768px){[data-carousel-per="0-1_768-2_1280-4"] [data-carousel-slide]{flex:0 0 50.0000%}}',
    );
    expect(css).toContain(
      '@media (min-width:1280px){[data-carousel-per="0-1_768-2_1280-4"] [data-carousel-slide]{flex:0 0 25.0000%}}',
    );
  });
});
