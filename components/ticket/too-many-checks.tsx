import { GateCard } from './gate-card';

/**
 * What /ticket/qr-verify shows a client that checked more tickets in a minute than a ticket
 * holder ever would (lib/runtime, the ticket verifiers): no verdict, a way back.
 */
export function TooManyChecks({ retryAfterSeconds }: { retryAfterSeconds: number }) {
  return (
    <GateCard status="limited" band="bg-ink text-white" title="Too many checks">
      <p role="alert" className="text-base">
        This connection has checked too many tickets in the last minute. Wait {retryAfterSeconds} seconds, then open the
        link again.
      </p>
    </GateCard>
  );
}
