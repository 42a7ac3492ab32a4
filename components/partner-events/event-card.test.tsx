import { screen } from '@testing-library/react';
import { installIntersectionObserver } from '@/components/ui/test-support/browser-fakes';
import { en } from '@/content/messages/en';
import { EventCard } from './event-card';
import { renderInEnglish } from '@/components/ui/test-support/texts';

beforeAll(() => installIntersectionObserver());

const event = {
  title: 'ACM Creative Hackathon',
  description: 'Four days of building technology for the creative industries.',
  img: '/media/events/2025/event-10.webp',
};

describe('EventCard', () => {
  it('shows title and description, and a Register link opening safely in a new tab', () => {
    renderInEnglish(
      <EventCard texts={en.partnerEvents} event={{ ...event, link: 'https://hackathon.africacreativemarket.com' }} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'ACM Creative Hackathon' })).toBeInTheDocument();
    expect(screen.getByText(event.description)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Register for ACM Creative Hackathon (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://hackathon.africacreativemarket.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent(/^Register/);
  });

  it('has no Register link when the event has none', () => {
    renderInEnglish(<EventCard texts={en.partnerEvents} event={event} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
