import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ClientTextsProvider } from '@/components/i18n/client-texts';
import { en } from '@/content/messages/en';

/** For tests: the browser islands' English texts, as the root layout hands them to a page. */
export function EnglishTexts({ children }: { children: ReactNode }) {
  return <ClientTextsProvider texts={en.client}>{children}</ClientTextsProvider>;
}

/** RTL's render inside EnglishTexts. */
export function renderInEnglish(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: EnglishTexts, ...options });
}
