import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Types of server.mjs (plain JavaScript, run by Node as it is) for the TypeScript that imports it. */
export declare const PEER_ADDRESS_HEADER: string;

export declare function withPeerAddress(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
): (request: IncomingMessage, response: ServerResponse) => unknown;

export declare const SHUTDOWN_BUDGET_MS: number;

export declare const STOP_HOOK: unique symbol;

export declare function answersInFlight(server: Server): Server;

export declare function shutdown(
  server: Server,
  options?: { drainMs?: number; budgetMs?: number; log?: (message: string) => void },
): Promise<0 | 1>;
