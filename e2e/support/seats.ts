import { execFileSync } from 'node:child_process';

/**
 * The capacity server of e2e/support/web-servers.ts (e2e/support/servers.ts `capacity`) and what the
 * waiting-list tests do to its database from outside the browser: a cancellation (the organiser
 * and self-service pages that cancel are tested in their own specs) and passing seats on at a
 * later moment (e2e/support/seats-cli.ts). The server's own clock cannot be moved, so an offer
 * running out is shown by running the same pass its worker loop runs, told it is 49 hours later.
 */
export const E2E_CAPACITY = 2;
export const capacityDatabase = 'file:./data/e2e-capacity.db';

function seatsCli(args: string[]): unknown {
  const output = execFileSync('npx', ['tsx', '--conditions=react-server', 'e2e/support/seats-cli.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: capacityDatabase },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null');
}

/** Cancels the registration of `email` as an organiser would; the freed seat is passed on at once. */
export function cancelOnCapacityServer(email: string): unknown {
  return seatsCli(['cancel', email, String(E2E_CAPACITY)]);
}

/** Passes seats on as any instance's loop would, `laterMs` from now. */
export function passSeatsOnLater(laterMs: number): unknown {
  return seatsCli(['pass', String(E2E_CAPACITY), String(Date.now() + laterMs)]);
}
