/**
 * Operator CLI for the organiser area's users (DATABASE_URL, default file:./data/acm.db; run
 * from the project folder). The first organiser is created here; organisers manage the others
 * at /admin/users. It also makes ticket signing keys.
 *
 *   printf '%s' "$PASSWORD" | npm run admin -- create-user --email E --name N --role organiser|gate --password-stdin
 *   npm run admin -- list-users
 *   npm run -s admin -- ticket-key  (a new TICKET_SIGNING_KEY alone on stdout, -s keeping npm's banner
 *                                    off it; its key id and public key on stderr)
 *
 * The password is read from standard input only (never an argument: it would show in the
 * process list and the shell history) and must be at least 12 characters long.
 */
import { readFileSync } from 'node:fs';
import { createAuth } from '@/lib/auth/auth';
import { sessionSecret } from '@/lib/auth/secret';
import { createUser, listUsers, UserError } from '@/lib/auth/users';
import { audit } from '@/lib/audit';
import { openMigratedDatabase } from '@/lib/db';
import { parseServerEnv } from '@/lib/env';
import { siteUrl } from '@/lib/site-url';
import { newTicketSeed, ticketKeyFromSeed } from '@/lib/tickets/keys';
import { option, runCli, UsageError } from './lib/cli';

const usage = `Usage:
  npm run admin -- create-user --email E --name N --role organiser|gate --password-stdin
  npm run admin -- list-users
  npm run admin -- ticket-key`;

function required(args: string[], name: string): string {
  const value = option(args, name);
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return;
  }
  if (command === 'ticket-key') {
    // Only the seed on stdout, so it can be piped into a secret store; the rest on stderr.
    const seed = newTicketSeed();
    const key = ticketKeyFromSeed(seed);
    process.stdout.write(`${seed}\n`);
    process.stderr.write(`TICKET_SIGNING_KEY (above, keep it secret). Key id ${key.id}, public key ${key.publicKey}\n`);
    return;
  }
  if (command !== 'create-user' && command !== 'list-users') throw new UsageError(`Unknown command "${command}"`);
  let input: { email: string; name: string; role: string; password: string } | null = null;
  if (command === 'create-user') {
    if (!args.includes('--password-stdin'))
      throw new UsageError('--password-stdin is required: pipe the password on standard input');
    input = {
      email: required(args, 'email'),
      name: required(args, 'name'),
      role: required(args, 'role'),
      password: '',
    };
    // One trailing newline (echo, a here-string) is not part of the password.
    input.password = readFileSync(0, 'utf8').replace(/\r?\n$/, '');
  }
  const env = parseServerEnv(process.env);
  const db = await openMigratedDatabase(env.DATABASE_URL);
  try {
    if (input) {
      const auth = createAuth(db, { secret: await sessionSecret(db, env.AUTH_SECRET), baseURL: siteUrl() });
      const user = await createUser(db, auth, { ...input, role: input.role as 'organiser' | 'gate' });
      await audit(db, {
        actor: 'command line',
        action: 'user-created',
        target: user.email,
        detail: `role ${user.role}`,
      });
      console.log(`Created ${user.role} ${user.email} (${user.name}).`);
    } else {
      for (const user of await listUsers(db))
        console.log(`${user.email}  ${user.role}${user.disabled ? '  disabled' : ''}  ${user.name}`);
    }
  } finally {
    await db.close();
  }
}

runCli(main, usage, [UserError]);
