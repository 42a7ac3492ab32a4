/** @jest-environment node */
import { publishedTicketKeys, startServer, ticketSigningKey } from './index';
import { testTicketSeed } from '@/lib/tickets/fixtures';
import { ticketKeyFromSeed } from '@/lib/tickets/keys';
import { GET as publishedKeys } from '@/app/api/tickets/keys/route';

/** The server's start-up refuses a configuration that would issue tickets it cannot sign. */
const store = globalThis as unknown as Record<symbol, unknown>;
const forget = () => {
  for (const name of ['serverEnv', 'ticketSigningKey', 'publishedTicketKeys']) delete store[Symbol.for(`acm.${name}`)];
};

describe('start-up and the ticket keys', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    forget();
    jest.restoreAllMocks();
  });

  it('stops the server with a message naming TICKET_SIGNING_KEY when registration is open without a key', async () => {
    process.env = { ...saved, REGISTRATION_OPEN: 'true', TICKET_SIGNING_KEY: '' };
    forget();
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as never);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(startServer()).rejects.toThrow('exited');
    expect(exit).toHaveBeenCalledWith(1);
    expect(errors.mock.calls[0][0]).toMatch(/TICKET_SIGNING_KEY: is required while REGISTRATION_OPEN is true/);
  });

  it('with registration closed and no key: no signing key, and GET /api/tickets/keys answers { keys: [] }', async () => {
    process.env = { ...saved, REGISTRATION_OPEN: 'false', TICKET_SIGNING_KEY: '', TICKET_RETIRED_PUBLIC_KEYS: '' };
    forget();
    expect(ticketSigningKey()).toBeNull();
    expect(publishedTicketKeys()).toEqual([]);
    const response = publishedKeys();
    expect(await response.json()).toEqual({ keys: [] });
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('publishes the current key first, then the retired ones, each once', () => {
    const retired = ticketKeyFromSeed(Buffer.alloc(32, 7).toString('base64url'));
    const current = ticketKeyFromSeed(testTicketSeed);
    process.env = {
      ...saved,
      TICKET_SIGNING_KEY: testTicketSeed,
      TICKET_RETIRED_PUBLIC_KEYS: `${retired.publicKey},${current.publicKey}`,
    };
    forget();
    expect(publishedTicketKeys()).toEqual([
      { id: current.id, publicKey: current.publicKey },
      { id: retired.id, publicKey: retired.publicKey },
    ]);
  });
});
