/** @jest-environment node */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { canonicalTicketBytes } from '@/lib/tickets/ed25519';
import { igboTicket } from '@/lib/tickets/fixtures';
import { publicKeyObject, signTicket, ticketKeyFromSeed } from '@/lib/tickets/keys';
import { verify } from 'node:crypto';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const run = promisify(execFile);

/** `npm run admin -- ticket-key`: a new TICKET_SIGNING_KEY alone on stdout, so it can be piped. */
describe('scripts/admin.ts ticket-key', () => {
  it('prints only a new 32-byte base64url seed on stdout, its key id and public key on stderr', async () => {
    const first = await run(tsx, ['--conditions=react-server', 'scripts/admin.ts', 'ticket-key'], {
      env: { ...process.env, DATABASE_URL: 'file:/nonexistent/never-opened.db' },
    });
    const second = await run(tsx, ['--conditions=react-server', 'scripts/admin.ts', 'ticket-key']);
    expect(first.stdout).toMatch(/^[A-Za-z0-9_-]{43}\n$/);
    const seed = first.stdout.trim();
    expect(second.stdout.trim()).not.toBe(seed);
    const key = ticketKeyFromSeed(seed);
    expect(first.stderr).toContain(`Key id ${key.id}, public key ${key.publicKey}`);
    expect(first.stderr).not.toContain(seed);
    // The printed key signs tickets that node:crypto verifies with the printed public key.
    const signed = signTicket(igboTicket, key);
    expect(
      verify(
        null,
        canonicalTicketBytes(signed, key.id),
        publicKeyObject(key.publicKey),
        Buffer.from(signed.signature, 'base64url'),
      ),
    ).toBe(true);
  }, 60_000);
});
