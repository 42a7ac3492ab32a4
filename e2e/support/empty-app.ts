/**
 * The empty-page baseline of the JavaScript budget (bench/empty-app, built with the project's
 * own next), served during the end-to-end run by `node scripts/empty-app.mjs serve <port>`
 * (an entry of e2e/support/web-servers.ts) on E2E_PORT + 50.
 */
const base = Number(process.env.E2E_PORT ?? 3100);

export const emptyAppPort = base + 50;
export const emptyAppUrl = `http://127.0.0.1:${emptyAppPort}`;
