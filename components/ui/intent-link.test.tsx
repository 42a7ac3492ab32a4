import { fireEvent, render, screen } from '@testing-library/react';
import { IntentLink } from './intent-link';

describe('IntentLink', () => {
  it('renders a plain link with its attributes and no prefetch attribute', () => {
    render(
      <IntentLink href="/faq" className="nav" aria-current="page">
        FAQ
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(link).toHaveClass('nav');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).not.toHaveAttribute('prefetch');
  });

  it("still calls the caller's pointer, focus and touch handlers", () => {
    const onPointerEnter = jest.fn();
    const onFocus = jest.fn();
    const onTouchStart = jest.fn();
    render(
      <IntentLink href="/about" onPointerEnter={onPointerEnter} onFocus={onFocus} onTouchStart={onTouchStart}>
        About
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onTouchStart).toHaveBeenCalledTimes(1);
    expect(link).toHaveAttribute('href', '/about');
  });
});
