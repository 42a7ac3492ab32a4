/**
 * Renders deploy/nginx/acm.conf, the one nginx configuration of the site, for a host: where nginx
 * listens, where the built site is, the instances and the cache directory. `npm run nginx-config`
 * prints it for an operator; `npm run topology` writes it for its own nginx. Both render the same
 * file, so what the topology tests is what is deployed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const TEMPLATE = path.join('deploy', 'nginx', 'acm.conf');

/** Instances as "host:port" strings; a bare port means 127.0.0.1. */
function upstreamLines(instances) {
  if (instances.length === 0) throw new Error('at least one instance is needed');
  return instances
    .map((instance) => (/^\d+$/.test(String(instance)) ? `127.0.0.1:${instance}` : String(instance)))
    .map((address) => {
      if (!/^[\w.-]+:\d+$|^\[[0-9a-f:]+\]:\d+$/i.test(address)) throw new Error(`not host:port: ${address}`);
      // max_fails=0: an instance is never set aside. A request it refuses (stopped, restarting)
      // goes to the next one at once, however often; set aside for fail_timeout, the instances of
      // a rolling restart could all be aside at once and nginx would answer 502 (no live upstreams).
      return `    server ${address} max_fails=0;`;
    })
    .join('\n');
}

export function renderNginxConfig({
  root = process.cwd(),
  listen,
  appDir,
  instances,
  cacheDir,
  accessLog = '/var/log/nginx/access.log',
}) {
  const values = {
    LISTEN: String(listen),
    APP_DIR: path.resolve(appDir),
    UPSTREAM_SERVERS: upstreamLines(instances),
    CACHE_DIR: path.resolve(cacheDir),
    ACCESS_LOG: accessLog,
  };
  const template = readFileSync(path.join(root, TEMPLATE), 'utf8');
  const rendered = template.replace(/\{\{(\w+)\}\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`${TEMPLATE}: unknown placeholder ${whole}`);
    return values[name];
  });
  return rendered;
}
