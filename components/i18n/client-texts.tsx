'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from '@/content/messages/en';

/** The texts of the browser islands (carousel, images, countdown, stars, filters, …) in one language. */
export type ClientTexts = Messages['client'];

const ClientTextsContext = createContext<ClientTexts | null>(null);

/**
 * Hands the page's language's island texts (`messages(locale).client`, a few hundred bytes of
 * the page's data) to the browser islands under it, so each island reads its words without
 * the catalogue of every language reaching the browser. The root layouts put it around the page.
 */
export function ClientTextsProvider({ texts, children }: { texts: ClientTexts; children: ReactNode }) {
  return <ClientTextsContext value={texts}>{children}</ClientTextsContext>;
}

/** The island texts of the page's language; an island outside the provider is a defect. */
export function useClientTexts(): ClientTexts {
  const texts = useContext(ClientTextsContext);
  if (!texts)
    throw new Error('useClientTexts: the island is rendered outside <ClientTextsProvider> (app/[locale]/layout.tsx)');
  return texts;
}
