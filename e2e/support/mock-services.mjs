#!/usr/bin/env node
/**
 * A real local HTTP server standing in for the systems the site does not own, for the
 * end-to-end suite (started by e2e/support/web-servers.ts: `tsx e2e/support/mock-services.mjs <port>`, so it reads the
 * form registry of lib/forms). node:http only.
 *
 * - POST /email/senderjson.php          the e-mail provider (its JSON endpoint). Records every
 *   call with its Idempotency-Key header. A recipient containing "mail-fail" gets
 *   {success:false,error}, "mail-500" gets HTTP 500; anything else {success:true,data}.
 * - POST /upstream{endpoint} for each form of lib/forms/registry.ts but the newsletter
 *                                        the organisers' API. Records the request with its headers
 *   and answers by a magic value in the payload's first text field or email address:
 *   "upstream-fail" → 200 {success:false,message}, "upstream-400" → 400 {message},
 *   "upstream-500" → 500, "upstream-slow" → answers after 5 s (longer than the site's
 *   UPSTREAM_TIMEOUT_MS in the suite); otherwise 200 {success:true,...}.
 * - GET /__mails?to=<email>             recorded mails (all when `to` is absent), as JSON.
 * - GET /__requests?path=<path>         recorded upstream requests, as JSON.
 * - POST /__reset                       forgets everything recorded.
 * - GET /__health                       liveness, for e2e/support/start-servers.ts.
 */
import http from 'node:http';
import { upstreamEndpoints } from '../../lib/forms/registry.ts';

const port = Number(process.argv[2] ?? process.env.MOCK_PORT ?? 3199);
const SLOW_MS = Number(process.env.MOCK_SLOW_MS ?? 5000);

/** @type {Array<{at:number, recipient:string, subject:string, fromName:string, message:string, idempotencyKey:string, outcome:string, body:unknown}>} */
let mails = [];
/** @type {Array<{at:number, method:string, path:string, headers:Record<string,string|string[]|undefined>, body:unknown, outcome:string}>} */
let requests = [];

/** The organisers' API takes each registered form at the same path as our own endpoint. */
const upstreamPaths = new Set(upstreamEndpoints.map((endpoint) => `/upstream${endpoint}`));

function send(res, status, body) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The value the upstream behaviour is chosen by: the first text field and the e-mail address. */
function magicOf(body) {
  if (!body || typeof body !== 'object') return '';
  const values = Object.values(body).filter((value) => typeof value === 'string');
  const first = values[0] ?? '';
  const email =
    typeof body.emailAddress === 'string' ? body.emailAddress : typeof body.email === 'string' ? body.email : '';
  return `${first} ${email}`.toLowerCase();
}

async function handleMail(req, res) {
  const raw = await readBody(req);
  const body = parseJson(raw);
  const recipient = String(body?.recipient_email ?? '');
  let outcome = 'sent';
  if (recipient.includes('mail-500')) outcome = 'http-500';
  else if (recipient.includes('mail-fail')) outcome = 'failed';
  mails.push({
    at: Date.now(),
    recipient,
    subject: String(body?.subject ?? ''),
    fromName: String(body?.fromName ?? ''),
    message: String(body?.message ?? ''),
    contentType: String(req.headers['content-type'] ?? ''),
    idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
    outcome,
    body,
  });
  if (outcome === 'http-500') return send(res, 500, 'Internal Server Error');
  if (outcome === 'failed') return send(res, 200, { success: false, error: 'Mailbox unavailable (mock)' });
  return send(res, 200, { success: true, data: { messageId: `mock-${mails.length}` } });
}

async function handleUpstream(req, res, path) {
  const raw = await readBody(req);
  const body = parseJson(raw);
  const magic = magicOf(body);
  let outcome = 'success';
  if (magic.includes('upstream-slow')) outcome = 'slow';
  else if (magic.includes('upstream-fail')) outcome = 'failure-flag';
  else if (magic.includes('upstream-400')) outcome = 'http-400';
  else if (magic.includes('upstream-500')) outcome = 'http-500';
  requests.push({ at: Date.now(), method: req.method ?? '', path, headers: req.headers, body: body ?? raw, outcome });

  switch (outcome) {
    case 'slow':
      setTimeout(() => {
        if (!res.destroyed) send(res, 200, { success: true, message: 'Too late', data: {} });
      }, SLOW_MS);
      return;
    case 'failure-flag':
      return send(res, 200, { success: false, message: 'The organisers could not accept this submission (mock).' });
    case 'http-400':
      return send(res, 400, { success: false, message: 'Email address already registered (mock).' });
    case 'http-500':
      return send(res, 500, { message: 'Upstream exploded (mock).' });
    default:
      return send(res, 200, { success: true, message: 'Received', data: { id: `up-${requests.length}` } });
  }
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const path = url.pathname;
    if (req.method === 'GET' && path === '/__health') return send(res, 200, { ok: true });
    if (req.method === 'POST' && path === '/__reset') {
      mails = [];
      requests = [];
      return send(res, 200, { ok: true });
    }
    if (req.method === 'GET' && path === '/__mails') {
      const to = url.searchParams.get('to');
      return send(res, 200, to ? mails.filter((mail) => mail.recipient === to) : mails);
    }
    if (req.method === 'GET' && path === '/__requests') {
      const only = url.searchParams.get('path');
      return send(res, 200, only ? requests.filter((request) => request.path === only) : requests);
    }
    if (req.method === 'POST' && path === '/email/senderjson.php') return await handleMail(req, res);
    if (req.method === 'POST' && upstreamPaths.has(path)) return await handleUpstream(req, res, path);
    return send(res, 404, { success: false, message: 'Not found (mock)' });
  } catch (error) {
    if (!res.headersSent) send(res, 500, { message: String(error) });
  }
});

// Idle keep-alive connections outlive every client's own idle timeout (undici keeps one a
// second less than the Keep-Alive hint this sends), so a client never reuses a connection this
// server is closing at that moment: with Node's 5 s, a test's fetch on a loaded machine failed
// with "other side closed".
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, '127.0.0.1', () => {
  console.log(`mock services listening on http://127.0.0.1:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
