#!/usr/bin/env node
/**
 * Prints the site's nginx configuration (deploy/nginx/acm.conf) rendered for a host, e.g.
 *   npm run nginx-config -- --app-dir /srv/acm --instances 3001,3002 --listen 80 \
 *     --cache-dir /var/cache/nginx/acm > /etc/nginx/conf.d/acm.conf
 */
import { parseArgs } from 'node:util';
import { renderNginxConfig } from './lib/nginx-config.mjs';

const { values } = parseArgs({
  options: {
    'app-dir': { type: 'string', default: process.cwd() },
    instances: { type: 'string', default: '3001,3002' },
    listen: { type: 'string', default: '80' },
    'cache-dir': { type: 'string', default: '/var/cache/nginx/acm' },
  },
});
process.stdout.write(
  renderNginxConfig({
    listen: values.listen,
    appDir: values['app-dir'],
    instances: values.instances
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    cacheDir: values['cache-dir'],
  }),
);
