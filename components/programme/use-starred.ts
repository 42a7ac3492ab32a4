'use client';

import { useSyncExternalStore } from 'react';
import { starredSnapshot, subscribeStarred } from '@/lib/programme/starred';

/**
 * The starred session ids, shared by every star button and the agenda. Empty on the server and
 * in the first client render (the prerendered page cannot know this browser's stars), then the
 * stored set.
 */
export function useStarred(): number[] {
  const snapshot = useSyncExternalStore(subscribeStarred, starredSnapshot, () => '');
  return snapshot ? snapshot.split(',').map(Number) : [];
}
