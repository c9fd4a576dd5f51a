import type { Queryable } from './database';

// The server processes sharing one database, each with its last sign of life: the calls of one that died are
// closed by the others (migration 2).

/** Says that server process `id` is alive now. */
export async function markInstanceAlive(db: Queryable, id: string): Promise<void> {
  await db.query(
    'insert into instances (id, seen_at) values ($1, now()) on conflict (id) do update set seen_at = now()',
    [id],
  );
}

/** The server processes that said they were alive in the last `seconds`. */
export async function instancesAliveWithin(db: Queryable, seconds: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from instances where seen_at > now() - make_interval(secs => $1)`,
    [seconds],
  );
  return rows.map((r) => r.id);
}

/** Forgets server process `id`: it is stopping, and its calls are closed. */
export async function forgetInstance(db: Queryable, id: string): Promise<void> {
  await db.query('delete from instances where id = $1', [id]);
}
