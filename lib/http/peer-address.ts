/**
 * The request header that carries the address of whoever opened the TCP connection. Route
 * handlers and server components get no socket from Next.js, and a client's own X-Forwarded-For
 * passes through untouched, so that header alone would let anybody pick their own rate-limit
 * bucket. The production server (server.mjs) overwrites this one with the socket's address on
 * every request, whatever the client sent under the same name; server.test.ts holds the two
 * spellings together.
 */
export const PEER_ADDRESS_HEADER = 'x-acm-peer-address';
