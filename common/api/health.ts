import { endpoint } from './endpoint';

export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
  time: number;
}

/** For load balancers and operators: answers once the database answers. */
export const getHealth = endpoint<Health>()({ method: 'GET', path: '/api/health' });
