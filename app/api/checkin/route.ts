import { handleCheckin } from '@/lib/handlers/checkin';
import { appDb, gateTicketVerifier } from '@/lib/runtime';

/** POST /api/checkin { ticket, nonce, gate, confirmUnverified?, scannedAt? }: gate and organiser users. */
export function POST(request: Request): Promise<Response> {
  return handleCheckin(request, { db: appDb, verifierFor: gateTicketVerifier });
}
