import type { FastifyInstance } from 'fastify';
import type { Leadership } from './leadership';

// For operators and the load balancer's logs: which node answered, whether it leads, and in which term. The health
// check itself stays /api/health (any node serves any request, leader or not).

export interface NodeInfo {
  nodeId: string;
  leadership: Leadership;
  /** Whether the bus to the other nodes is up; always true on one process. */
  busConnected(): boolean;
}

export function registerNodeRoute(app: FastifyInstance, info: NodeInfo): void {
  app.get('/api/health/node', () => ({
    code: 1,
    msg: '',
    data: { node: info.nodeId, leader: info.leadership.isLeader, epoch: info.leadership.epoch, bus: info.busConnected() ? 'up' : 'down' },
  }));
}
