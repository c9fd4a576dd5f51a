import { randomUUID } from 'node:crypto';
import type { Queryable } from './database';

/**
 * The organisation's id: made on the first start and kept, so that every record and every start after it agree.
 * Made and read in two statements that any number of processes may run at once: the first insert wins.
 */
export async function readOrgId(db: Queryable): Promise<string> {
  await db.query("insert into settings (name, value) values ('org_id', $1) on conflict (name) do nothing", [
    randomUUID(),
  ]);
  const [row] = await db.query<{ value: string }>("select value from settings where name = 'org_id'");
  return (row as { value: string }).value;
}
