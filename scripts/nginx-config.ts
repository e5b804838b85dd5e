import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Turns deploy/nginx/meridian.conf (a site file for /etc/nginx) into a whole nginx.conf that an unprivileged nginx
// runs from a folder of its own: other ports and node addresses, its pid, logs and temporary files in `runDir`.
// `npm run cluster` and the nginx test run the repository's configuration itself, not a copy of it.

export const NGINX = '/usr/sbin/nginx';
const SITE = fileURLToPath(new URL('../deploy/nginx/meridian.conf', import.meta.url));

export interface NginxPlan {
  listenPort: number;
  nodes: readonly { host: string; port: number }[];
  runDir: string;
}

/** The site file with the plan's port and nodes. */
export function siteConfig(plan: Pick<NginxPlan, 'listenPort' | 'nodes'>): string {
  const site = readFileSync(SITE, 'utf8');
  const servers = plan.nodes.map((node) => `    server ${node.host}:${node.port} max_fails=1 fail_timeout=5s;`).join('\n');
  const withNodes = site.replace(/(upstream meridian_nodes \{\n)((?:\s+server [^\n]+\n)+)/, `$1${servers}\n`);
  const withPort = withNodes.replace(/listen 8080;/, `listen 127.0.0.1:${plan.listenPort};`);
  if (withNodes === site || withPort === withNodes)
    throw new Error(`${SITE} no longer has the upstream or listen lines this renderer replaces`);
  return withPort;
}

/** A complete nginx.conf around the site, for `nginx -p runDir -c runDir/nginx.conf`. */
export function nginxConfig(plan: NginxPlan): string {
  for (const dir of ['logs', 'tmp']) mkdirSync(path.join(plan.runDir, dir), { recursive: true });
  const tmp = path.join(plan.runDir, 'tmp');
  return `daemon off;
worker_processes 1;
pid ${path.join(plan.runDir, 'nginx.pid')};
error_log ${path.join(plan.runDir, 'logs', 'error.log')} warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${tmp}/body;
    proxy_temp_path ${tmp}/proxy;
    fastcgi_temp_path ${tmp}/fastcgi;
    uwsgi_temp_path ${tmp}/uwsgi;
    scgi_temp_path ${tmp}/scgi;
${siteConfig(plan)}
}
`;
}
