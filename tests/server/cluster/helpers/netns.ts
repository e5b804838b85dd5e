import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { forwarder, type Forwarder } from './forwarder';

// Network partitions for the cluster tests, with iproute2 only (no iptables). Each node runs in a network namespace
// of its own, joined to the machine's by a veth pair on a private /29: the machine's side has one address the test's
// clients come from and one for each forwarder (PostgreSQL and Redis listen on loopback only, so a small TCP
// forwarder on the machine's side passes each connection on to them). A cut is a route inside the node's namespace
// that sends what is meant for one of those addresses to the namespace's own loopback, where it is dropped (not an
// address of the namespace, and nothing is forwarded); with strict reverse-path filtering there, the packets coming
// back from that address are dropped too. So a cut is silent both ways, as a real partition: established connections
// hang, new ones wait for an answer to their SYN, and nobody sees a reset, a FIN or an error until the cut heals (the
// route is deleted) and TCP's retransmissions get through. (A blackhole route would not do: connect() then fails
// at once with EINVAL, which no real partition does.)

const run = promisify(execFile);

/** Where iproute2's `ip` is, if anywhere. */
export const IP = ['/usr/sbin/ip', '/sbin/ip', '/usr/bin/ip', '/bin/ip'].find((candidate) => existsSync(candidate));

const PREFIX = 'meridian-part-';

async function ip(...args: string[]): Promise<string> {
  if (!IP) throw new Error('iproute2 (ip) is not installed');
  return (await run(IP, args)).stdout;
}

/** Why namespaces cannot be made here (not root, no iproute2, no permission), or undefined when they can. */
export async function namespacesUnavailable(): Promise<string | undefined> {
  if (process.platform !== 'linux') return 'network namespaces need Linux';
  if (process.getuid?.() !== 0) return 'making network namespaces needs root';
  if (!IP) return 'iproute2 (ip) is not installed';
  const probe = `${PREFIX}${process.pid}-probe`;
  try {
    await ip('netns', 'add', probe);
    await ip('netns', 'delete', probe);
    return undefined;
  } catch (error) {
    return `ip netns add failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}

/** Namespaces an earlier run left behind (its process killed before its clean-up): their pid is gone. */
async function removeLeftovers(): Promise<void> {
  const listed = await ip('netns', 'list');
  for (const line of listed.split('\n')) {
    const match = new RegExp(`^(${PREFIX}(\\d+)-\\w+)`).exec(line.trim());
    if (!match?.[1] || !match[2] || processAlive(Number(match[2]))) continue;
    await ip('netns', 'delete', match[1]).catch(() => undefined);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A third octet of 10.231.x.0/24 with no address of this machine in it. */
async function freeSubnet(): Promise<number> {
  const addresses = await ip('-4', '-o', 'addr', 'show');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const octet = Math.floor(Math.random() * 256);
    if (!addresses.includes(`10.231.${octet}.`)) return octet;
  }
  throw new Error('no free 10.231.x.0/24 subnet');
}

/** What a node can be cut off from. */
export type CutTarget = 'postgres' | 'redis' | 'clients';

export interface NodeNetwork {
  name: string;
  namespace: string;
  /** The node's address in its namespace: the test's clients reach it there. */
  nodeAddress: string;
  /** The node's PostgreSQL URL (through the forwarder), named by the node in `application_name`. */
  databaseUrl: string;
  redisUrl: string;
  cut(target: CutTarget): Promise<void>;
  heal(target: CutTarget): Promise<void>;
}

export interface PartitionLab {
  nodes: Map<string, NodeNetwork>;
  /** Heals every cut still in place. */
  healAll(): Promise<void>;
  /** Heals every cut, stops the forwarders and deletes the namespaces (and with them the veth pairs). */
  remove(): Promise<void>;
}

/**
 * A namespace per node name, each on 10.231.x.(8i)/29: .1 the clients' side, .2 the PostgreSQL forwarder, .3 the
 * Redis one, .6 the node. `databaseUrl` and `redis` are the real services on the machine's loopback.
 */
export async function partitionLab(
  names: readonly string[],
  databaseUrl: string,
  redis: { host: string; port: number },
): Promise<PartitionLab> {
  await removeLeftovers();
  const octet = await freeSubnet();
  const made: { namespace: string; rootLink: string }[] = [];
  const forwarders: Forwarder[] = [];
  /** The command that heals each cut in place, by cut. */
  const cuts = new Map<string, string[]>();
  const nodes = new Map<string, NodeNetwork>();
  const healAll = async () => {
    for (const heal of cuts.values()) await ip(...heal).catch(() => undefined);
    cuts.clear();
  };
  const remove = async () => {
    await healAll();
    await Promise.all(forwarders.map((item) => item.close()));
    for (const { namespace, rootLink } of made) {
      await ip('netns', 'delete', namespace).catch(() => undefined);
      await ip('link', 'delete', rootLink).catch(() => undefined);
    }
  };
  try {
    for (const [index, name] of names.entries()) {
      const namespace = `${PREFIX}${process.pid}-${name}`;
      const at = (host: number) => `10.231.${octet}.${index * 8 + host}`;
      const rootLink = `mpr${process.pid % 100_000}${name}`;
      const nodeLink = `mpn${process.pid % 100_000}${name}`;
      await ip('netns', 'add', namespace);
      made.push({ namespace, rootLink });
      await ip('link', 'add', rootLink, 'type', 'veth', 'peer', 'name', nodeLink);
      await ip('link', 'set', nodeLink, 'netns', namespace);
      for (const host of [1, 2, 3]) await ip('addr', 'add', `${at(host)}/29`, 'dev', rootLink);
      await ip('link', 'set', rootLink, 'up');
      await ip('-n', namespace, 'link', 'set', 'lo', 'up');
      await ip('-n', namespace, 'addr', 'add', `${at(6)}/29`, 'dev', nodeLink);
      await ip('-n', namespace, 'link', 'set', nodeLink, 'up');
      // Strict reverse-path filtering: a packet that comes in on the veth from an address whose route leads elsewhere
      // (to the loopback, during a cut) is dropped on its way in, so one route cuts both directions.
      const filter = (device: string) => `echo 1 > /proc/sys/net/ipv4/conf/${device}/rp_filter`;
      await ip('netns', 'exec', namespace, 'sh', '-c', `${filter('all')} && ${filter(nodeLink)}`);

      const database = new URL(databaseUrl);
      const toPostgres = await forwarder(at(2), { host: database.hostname, port: Number(database.port || 5432) });
      const toRedis = await forwarder(at(3), redis);
      forwarders.push(toPostgres, toRedis);
      database.hostname = toPostgres.host;
      database.port = String(toPostgres.port);
      database.searchParams.set('application_name', name);
      const addressOf: Record<CutTarget, string> = { clients: at(1), postgres: at(2), redis: at(3) };
      const route = (verb: 'add' | 'delete', target: CutTarget) => ['-n', namespace, 'route', verb, `${addressOf[target]}/32`, 'dev', 'lo'];
      nodes.set(name, {
        name,
        namespace,
        nodeAddress: at(6),
        databaseUrl: database.toString(),
        redisUrl: `redis://${toRedis.host}:${toRedis.port}`,
        async cut(target) {
          await ip(...route('add', target));
          cuts.set(`${name} ${target}`, route('delete', target));
        },
        async heal(target) {
          cuts.delete(`${name} ${target}`);
          await ip(...route('delete', target));
        },
      });
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { nodes, healAll, remove };
}
