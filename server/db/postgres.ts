import pg from 'pg';
import type { Database, Queryable, SqlValue } from './database';

// NUMERIC (1700) and BIGINT (20) already arrive as text from node-postgres; timestamps arrive as Date.

function queryable(client: Pick<pg.PoolClient, 'query'>): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      const result = await client.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // A dropped idle connection must not take the process down; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  // Fail at start, with the server's own message, when the database cannot be reached.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
