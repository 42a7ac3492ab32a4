import Link from 'next/link';
import { AttendeeActionForm } from '@/components/admin/attendee-action-form';
import { MarketProfileFacts } from '@/components/market/moderation-facts';
import { approveProfileAction, rejectProfileAction, unpublishProfileAction } from '@/lib/admin/market-actions';
import { pageUser } from '@/lib/authz';
import { profilesForModeration, profileVersion } from '@/lib/market/profiles';
import { MARKET_REASON_MAX } from '@/lib/market/profiles-fields';
import { marketRuntime } from '@/lib/runtime';

export const metadata = { title: 'Market' };

const notices: Record<string, string> = {
  approve: 'Approved: the profile is in the directory, and its owner is emailed the link.',
  reject: 'Rejected: the reason is emailed to its owner, who can edit and send it again.',
  unpublish: 'Unpublished: the profile left the directory, and the reason is emailed to its owner.',
};

/**
 * The market's moderation: the profiles waiting for review first (the one waiting longest on top),
 * each with approve and reject (a reason, mailed to the person in their language), then the
 * published ones (unpublish with a reason) and the rest. Organisers only, checked here and in
 * every action.
 */
export default async function MarketModerationPage({ searchParams }: PageProps<'/admin/market'>) {
  await pageUser('organise');
  const profiles = await profilesForModeration((await marketRuntime()).db);
  const { done, profile: decided } = await searchParams;
  const notice = typeof done === 'string' ? notices[done] : undefined;
  const groups = [
    { id: 'pending', title: 'Waiting for review', rows: profiles.filter((p) => p.status === 'pending') },
    { id: 'published', title: 'Published', rows: profiles.filter((p) => p.status === 'published') },
    {
      id: 'other',
      title: 'Rejected and unpublished',
      rows: profiles.filter((p) => p.status !== 'pending' && p.status !== 'published'),
    },
  ];
  const reason = [
    {
      name: 'reason',
      label: 'Reason (emailed to the person)',
      required: true,
      maxLength: MARKET_REASON_MAX,
      kind: 'textarea' as const,
    },
  ];
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">Market</h1>
      <p className="mt-2 text-ink">
        Profiles are published only once approved here. Meetings:{' '}
        <Link href="/admin/market/meetings" prefetch={false} className="underline">
          the meetings, tables and settings
        </Link>
        .
      </p>
      {notice ? (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3 text-green-900">
          {notice} {typeof decided === 'string' ? `(${decided})` : ''}
        </p>
      ) : null}
      <ul className="mt-4 flex flex-wrap gap-4 text-ink">
        {groups.map((group) => (
          <li key={group.id}>
            <a href={`#${group.id}`} className="underline">
              {group.title}: {group.rows.length}
            </a>
          </li>
        ))}
      </ul>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="mt-10">
          <h2 id={group.id} className="text-xl font-bold text-ink">
            {group.title} ({group.rows.length})
          </h2>
          {group.rows.length === 0 ? <p className="mt-2 text-ink">None.</p> : null}
          {/* What waits for a decision is open; the decided ones (hundreds at the event) fold away. */}
          <details open={group.id === 'pending'} className="mt-2" hidden={group.rows.length === 0}>
            <summary className="cursor-pointer font-semibold text-ink underline">
              {group.rows.length === 1 ? 'The profile' : `The ${group.rows.length} profiles`}
            </summary>
            <ol className="mt-4 grid gap-6">
              {group.rows.map((profile) => (
                <li key={profile.personId}>
                  <article
                    aria-labelledby={`profile-${profile.personId}`}
                    className="rounded border border-ink/20 bg-white p-4"
                    data-testid="moderated-profile"
                  >
                    <MarketProfileFacts profile={profile} headingId={`profile-${profile.personId}`} />
                    {profile.status === 'pending' ? (
                      <div className="mt-4 grid gap-2 border-t border-ink/10 pt-4">
                        <AttendeeActionForm
                          action={approveProfileAction}
                          name={`Approve ${profile.displayName}`}
                          targetId={profile.personId}
                          idName="personId"
                          hidden={{ seen: profileVersion(profile) }}
                          submitLabel="Approve"
                          pendingLabel="Approving…"
                        />
                        <AttendeeActionForm
                          action={rejectProfileAction}
                          name={`Reject ${profile.displayName}`}
                          targetId={profile.personId}
                          idName="personId"
                          hidden={{ seen: profileVersion(profile) }}
                          fields={reason}
                          submitLabel="Reject"
                          pendingLabel="Rejecting…"
                          tone="danger"
                        />
                      </div>
                    ) : profile.status === 'published' ? (
                      <div className="mt-4 border-t border-ink/10 pt-4">
                        <AttendeeActionForm
                          action={unpublishProfileAction}
                          name={`Unpublish ${profile.displayName}`}
                          targetId={profile.personId}
                          idName="personId"
                          hidden={{ seen: profileVersion(profile) }}
                          fields={reason}
                          submitLabel="Unpublish"
                          pendingLabel="Unpublishing…"
                          tone="danger"
                        />
                      </div>
                    ) : null}
                  </article>
                </li>
              ))}
            </ol>
          </details>
        </section>
      ))}
    </>
  );
}
