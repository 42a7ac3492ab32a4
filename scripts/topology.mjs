#!/usr/bin/env node
/**
 * npm run topology [-- --instances 2 --port 8080 --base-port 3101]
 *
 * The production topology on this machine's loopback (scripts/lib/topology.mjs): nginx
 * with the site's own configuration in front of N instances of server.mjs on one PostgreSQL:
 * DATABASE_URL when it names one, otherwise a throw-away cluster (TOPOLOGY_PG_PORT, default
 * 54339). Prints the URL and one line per instance with its process id, and stops everything on
 * Ctrl-C (SIGINT) or SIGTERM: nginx, then each instance gracefully, then the throw-away
 * database. Run `npm run build` first.
 */
import { parseArgs } from 'node:util';
import { startTopology } from './lib/topology.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    'base-port': { type: 'string', default: '3101' },
  },
});
const log = (message) => console.log(`[topology] ${message}`);

let topology = null;
let starting = true;
let stopping = false;
async function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  // Mid-start there is nothing to stop yet: the end of the start stops it all (below).
  if (starting) return log(`${signal}: stopping once started`);
  log(`${signal}: stopping`);
  await topology?.stop();
  log('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  topology = await startTopology({
    instances: Number.parseInt(values.instances, 10),
    port: Number.parseInt(values.port, 10),
    basePort: Number.parseInt(values['base-port'], 10),
    pgPort: Number.parseInt(process.env.TOPOLOGY_PG_PORT ?? '54339', 10),
    databaseUrl: process.env.DATABASE_URL,
    env: process.env.AUTH_SECRET ? { AUTH_SECRET: process.env.AUTH_SECRET } : {},
    log,
  });
  starting = false;
  if (stopping) {
    stopping = false;
    await stop('a signal during the start');
  }
  for (const port of topology.ports) log(`instance ${port} pid ${topology.pid(port)}`);
  log('ready; Ctrl-C stops everything');
} catch (error) {
  console.error(`[topology] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
