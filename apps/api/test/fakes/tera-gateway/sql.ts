import type { Pool, ResultSetHeader, RowDataPacket } from 'mysql2/promise';

/** The fake's two ways to run SQL on its MariaDB database: rows back, or the write's result. */
export type Id = string | number;
export type Row = RowDataPacket & Record<string, unknown>;

export function queries(pool: Pool) {
  return {
    select: async (sql: string, values: unknown[] = []) => (await pool.query<Row[]>(sql, values))[0],
    run: async (sql: string, values: unknown[] = []) => (await pool.query<ResultSetHeader>(sql, values))[0],
  };
}
export type Queries = ReturnType<typeof queries>;
