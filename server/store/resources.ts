import { randomUUID } from 'node:crypto';
import type { Database } from './database';

export interface StoredResource {
  id: string;
  orgId: string;
  createdAt: string;
  updatedAt: string;
}

type Fields<T> = Omit<T, keyof StoredResource>;

/**
 * The records of one resource type (assistants, squads, calls) in the database, newest first. Each record is kept
 * whole, as the API returns it; a call's status has a column of its own, so unfinished calls can be found.
 */
/** The filters of the platform's list queries (GET /call, /assistant, /squad), each as the spec names it. */
export interface ListFilters {
  id?: string;
  idAny?: readonly string[];
  assistantId?: string;
  phoneNumberId?: string;
  /** createdAtGt and its kin: a column, how it compares, and the instant (an ISO 8601 string). */
  times?: readonly { column: 'created_at' | 'updated_at'; op: '>' | '<' | '>=' | '<='; at: string }[];
}

export class ResourceStore<T extends StoredResource> {
  constructor(
    private readonly db: Database,
    private readonly kind: 'assistant' | 'squad' | 'call',
    private readonly orgId: string,
  ) {}

  /** Creates a record; `owner` names the server process that runs it (a live call). */
  async create(fields: Fields<T>, id: string = randomUUID(), owner?: string): Promise<T> {
    const now = new Date().toISOString();
    const record = { ...fields, id, orgId: this.orgId, createdAt: now, updatedAt: now } as T;
    await this.db.query(
      `insert into resources (kind, id, status, owner, created_at, updated_at, record)
       values ($1, $2, $3, $4, $5, $5, $6)`,
      [this.kind, id, statusOf(record), owner ?? null, now, record],
    );
    return record;
  }

  /**
   * Creates the record seeded under `key`, or brings the one a former start seeded up to date, keeping its id and
   * creation time: ids written by `npm run provision`, or held by an open page, never go stale.
   */
  async seed(key: string, fields: Fields<T>): Promise<T> {
    const now = new Date().toISOString();
    const record = { ...fields, id: randomUUID(), orgId: this.orgId, createdAt: now, updatedAt: now };
    // One statement, so that two processes starting at once on one database agree on the id.
    const [row] = await this.db.query<{ record: T }>(
      `insert into resources (kind, id, seed_key, created_at, updated_at, record) values ($1, $2, $3, $4, $4, $5)
       on conflict (kind, seed_key) where seed_key is not null do update set
         updated_at = excluded.updated_at,
         record = excluded.record || jsonb_build_object('id', resources.id, 'createdAt', resources.record->'createdAt')
       returning record`,
      [this.kind, record.id, key, now, record],
    );
    return (row as { record: T }).record;
  }

  /**
   * The newest records first, those that pass every filter given (the platform's list queries), up to `limit` of
   * them and, past the first, as many as fit in about `maxBytes` of JSON: an older page is had with createdAtLt.
   */
  async list(limit = 100, filters: ListFilters = {}, maxBytes = Number.MAX_SAFE_INTEGER): Promise<T[]> {
    const values: unknown[] = [this.kind];
    const where = ['kind = $1'];
    const add = (condition: (slot: string) => string, value: unknown) => {
      values.push(value);
      where.push(condition(`$${values.length}`));
    };
    if (filters.id !== undefined) add((slot) => `id = ${slot}`, filters.id);
    if (filters.idAny !== undefined) add((slot) => `id = any(${slot}::text[])`, filters.idAny);
    if (filters.assistantId !== undefined)
      add((slot) => `record->>'assistantId' = ${slot}`, filters.assistantId);
    if (filters.phoneNumberId !== undefined)
      add((slot) => `record->>'phoneNumberId' = ${slot}`, filters.phoneNumberId);
    for (const { column, op, at } of filters.times ?? []) add((slot) => `${column} ${op} ${slot}`, at);
    values.push(limit, maxBytes);
    const [limitSlot, bytesSlot] = [`$${values.length - 1}`, `$${values.length}`];
    const rows = await this.db.query<{ record: T }>(
      `select record from (
         select record, row_number() over newest as n, sum(octet_length(record::text)) over newest as bytes
         from (select seq, record from resources where ${where.join(' and ')} order by seq desc limit ${limitSlot}) listed
         window newest as (order by seq desc)
       ) sized where n = 1 or bytes <= ${bytesSlot} order by n`,
      values,
    );
    return rows.map((row) => row.record);
  }

  async count(): Promise<number> {
    const [row] = await this.db.query<{ count: number }>(
      'select count(*)::int as count from resources where kind = $1',
      [this.kind],
    );
    return row?.count ?? 0;
  }

  async get(id: string): Promise<T | undefined> {
    const [row] = await this.db.query<{ record: T }>(
      'select record from resources where kind = $1 and id = $2',
      [this.kind, id],
    );
    return row?.record;
  }

  /** Merges (PATCH) or replaces (PUT) the editable fields; id, orgId and createdAt never change. */
  async update(id: string, fields: Partial<T>, mode: 'merge' | 'replace' = 'merge'): Promise<T | undefined> {
    // Read and written in one transaction, the row locked: two updates at once both land.
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ record: T }>(
        'select record from resources where kind = $1 and id = $2 for update',
        [this.kind, id],
      );
      const current = row?.record;
      if (!current) return undefined;
      const record = {
        ...(mode === 'merge' ? current : {}),
        ...fields,
        id: current.id,
        orgId: current.orgId,
        createdAt: current.createdAt,
        updatedAt: new Date().toISOString(),
      } as T;
      await tx.query(
        'update resources set status = $3, updated_at = $4, record = $5 where kind = $1 and id = $2',
        [this.kind, id, statusOf(record), record.updatedAt, record],
      );
      return record;
    });
  }

  async delete(id: string): Promise<T | undefined> {
    const [row] = await this.db.query<{ record: T }>(
      'delete from resources where kind = $1 and id = $2 returning record',
      [this.kind, id],
    );
    return row?.record;
  }

  /** Deletes the ended records past the newest `keep` of this kind; how many it deleted. */
  async prune(keep: number): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      `delete from resources where kind = $1 and status = 'ended' and seq <= (
         select seq from resources where kind = $1 order by seq desc offset $2 limit 1)
       returning id`,
      [this.kind, keep],
    );
    return rows.length;
  }

  /**
   * The unfinished records (queued or in progress) whose owner is not among `alive`, or all of them when `alive`
   * is undefined: the calls whose server process is gone.
   */
  async orphaned(alive?: readonly string[]): Promise<T[]> {
    const rows = await this.db.query<{ record: T }>(
      `select record from resources where kind = $1 and status in ('queued', 'in-progress')
       and ($2::text[] is null or owner is null or not (owner = any($2::text[])))`,
      [this.kind, alive ?? null],
    );
    return rows.map((row) => row.record);
  }
}

function statusOf(record: object): string | null {
  const status = (record as { status?: unknown }).status;
  return typeof status === 'string' ? status : null;
}
