import type { Metadata } from 'next';
import { CachedPages } from '@/components/programme/cached-pages';

export const metadata: Metadata = {
  title: 'You are offline',
  description: 'This page is not saved for reading without a network.',
  robots: { index: false, follow: false },
};

/** What the programme's service worker shows for a page it has no copy of while offline. */
export default function OfflinePage() {
  return (
    <div className="container-page py-14 sm:py-20">
      <h1 className="text-3xl font-extrabold tracking-tight text-plum sm:text-5xl">You are offline</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink">
        This page has not been saved on this device. The programme pages you have opened before can be read without a network:
      </p>
      <CachedPages />
    </div>
  );
}
