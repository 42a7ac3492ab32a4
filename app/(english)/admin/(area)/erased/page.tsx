import { pageUser } from '@/lib/authz';

export const metadata = { title: 'Erased' };

/** Where the erase form lands: how many rows went (the address itself is not repeated). */
export default async function ErasedPage({ searchParams }: PageProps<'/admin/erased'>) {
  await pageUser('organise');
  const params = await searchParams;
  const count = (name: string) =>
    typeof params[name] === 'string' && /^\d+$/.test(params[name]) ? Number(params[name]) : 0;
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">Erasure done</h1>
      <p role="status" className="mt-4 text-ink">
        Removed {count('submissions')} submissions, {count('subscribers')} newsletter subscriptions,{' '}
        {count('attendees')} attendees and {count('mails')} mails
        {count('checkins') + count('scans') > 0
          ? `, with ${count('checkins')} check-ins and ${count('scans')} scans at the gate`
          : ''}
        {count('marketParticipants') > 0 ? ', and their market profile, requests and meetings' : ''}.
      </p>
    </>
  );
}
