import 'server-only';
import type { Db } from '@/lib/db';
import type { LetterRequestStatus } from '@/lib/db/schema';
import { countRequests, findRequests, type LetterRequest, type RequestQuery } from '@/lib/letters/requests';
import { lineTextProblem } from '@/lib/text';
import { PAGE_SIZE } from './inbox';

/**
 * What the organiser area reads of the visa letter requests (/admin/letters): the queue by
 * status (pending first, oldest first, so the one waiting longest is on top), searched on the
 * server, 50 a page. The queries are lib/letters/requests.ts's.
 */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly LetterRequestStatus[];

export const requestStatusLabels: Record<LetterRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export interface LetterFilters {
  status: LetterRequestStatus;
  q?: string;
}

/** Reads the queue's query (?status=&q=); unknown or bad values fall back to the pending queue, unsearched. */
export function parseLetterFilters(params: URLSearchParams): LetterFilters {
  const status = params.get('status');
  const filters: LetterFilters = {
    status: (REQUEST_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as LetterRequestStatus)
      : 'pending',
  };
  const q = params.get('q')?.trim();
  if (q && !lineTextProblem(q)) filters.q = q.slice(0, 200);
  return filters;
}

export function letterFiltersToQuery(filters: LetterFilters): URLSearchParams {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.q) params.set('q', filters.q);
  return params;
}

export interface LetterQueuePage {
  rows: LetterRequest[];
  total: number;
  page: number;
  pages: number;
}

export async function listLetterRequests(db: Db, filters: LetterFilters, page = 1): Promise<LetterQueuePage> {
  const query: RequestQuery = { status: filters.status, ...(filters.q ? { search: filters.q } : {}) };
  const current = Math.max(1, page);
  const [rows, total] = await Promise.all([
    findRequests(db, query, { offset: (current - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    countRequests(db, query),
  ]);
  return { rows, total, page: current, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** The dashboard's figure: requests waiting for an organiser. */
export function pendingLetterCount(db: Db): Promise<number> {
  return countRequests(db, { status: 'pending' });
}
