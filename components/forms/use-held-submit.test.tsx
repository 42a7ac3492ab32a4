import { act, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HELD_SUBMIT } from '@/lib/paint-first/loader';
import { useHeldSubmit } from './use-held-submit';

function HeldForm({ onSend }: { onSend: (email: string) => void }) {
  const { ref, props } = useHeldSubmit((event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(new FormData(event.currentTarget).get('email') as string);
  });
  return (
    <form ref={ref} {...props} aria-label="Held">
      <input name="email" defaultValue="" />
      <button type="submit">Send</button>
    </form>
  );
}

/** Server HTML of the form, as the visitor has it before the framework starts. */
function serverForm(onSend: (email: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<HeldForm onSend={onSend} />);
  document.body.replaceChildren(container);
  return { container, form: container.querySelector('form')! };
}

describe('useHeldSubmit', () => {
  it('renders the hold marker and marks the form ready once mounted', async () => {
    const { container, form } = serverForm(jest.fn());
    expect(form.hasAttribute(HELD_SUBMIT.hold)).toBe(true);
    expect(form.hasAttribute(HELD_SUBMIT.ready)).toBe(false);
    await act(async () => hydrateRoot(container, <HeldForm onSend={jest.fn()} />));
    expect(form.hasAttribute(HELD_SUBMIT.ready)).toBe(true);
  });

  it('sends a submit the loader held once, on hydration, with what was typed, and clears the marks', async () => {
    const onSend = jest.fn();
    const { container, form } = serverForm(onSend);
    form.querySelector('input')!.value = 'ada@example.com';
    form.setAttribute(HELD_SUBMIT.pending, '');
    form.querySelector('button')!.setAttribute('aria-disabled', 'true');
    await act(async () => hydrateRoot(container, <HeldForm onSend={onSend} />));
    expect(onSend.mock.calls).toEqual([['ada@example.com']]);
    expect(form.hasAttribute(HELD_SUBMIT.pending)).toBe(false);
    expect(form.querySelector('button')!.hasAttribute('aria-disabled')).toBe(false);
  });

  it('leaves a submit the loader cancelled to the loader (React may dispatch the held event too)', async () => {
    const onSend = jest.fn();
    const { container, form } = serverForm(onSend);
    await act(async () => hydrateRoot(container, <HeldForm onSend={onSend} />));
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('submit', cancel, true);
    act(() => form.requestSubmit());
    document.removeEventListener('submit', cancel, true);
    expect(onSend).not.toHaveBeenCalled();
    act(() => form.requestSubmit());
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
