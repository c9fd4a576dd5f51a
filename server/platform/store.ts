import { randomUUID } from 'node:crypto';
import type { Database } from '../store/database';

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
export class ResourceStore<T extends StoredResource> {
  constructor(
    private readonly db: Database,
    private readonly kind: 'assistant' | 'squad' | 'call',
    private readonly orgId: string,
  ) {}

  async create(fields: Fields<T>, id: string = randomUUID()): Promise<T> {
    const now = new Date().toISOString();
    const record = { ...fields, id, orgId: this.orgId, createdAt: now, updatedAt: now } as T;
    await this.db.query(
      'insert into resources (kind, id, status, created_at, updated_at, record) values ($1, $2, $3, $4, $4, $5)',
      [this.kind, id, statusOf(record), now, record],
    );
    return record;
  }

  /**
   * Creates the record seeded under `key`, or brings the one a former start seeded up to date, keeping its id and
   * creation time: ids written by `npm run provision`, or held by an open page, never go stale.
   */
  async seed(key: string, fields: Fields<T>): Promise<T> {
    const now = new Date().toISOString();
    const [existing] = await this.db.query<{ record: T }>(
      'select record from resources where kind = $1 and seed_key = $2',
      [this.kind, key],
    );
    const id = existing?.record.id ?? randomUUID();
    const createdAt = existing?.record.createdAt ?? now;
    const record = { ...fields, id, orgId: this.orgId, createdAt, updatedAt: now } as T;
    await this.db.query(
      `insert into resources (kind, id, seed_key, created_at, updated_at, record) values ($1, $2, $3, $4, $5, $6)
       on conflict (kind, id) do update set updated_at = excluded.updated_at, record = excluded.record`,
      [this.kind, id, key, createdAt, now, record],
    );
    return record;
  }

  async list(limit = 100): Promise<T[]> {
    const rows = await this.db.query<{ record: T }>(
      'select record from resources where kind = $1 order by created_at desc, id desc limit $2',
      [this.kind, limit],
    );
    return rows.map((row) => row.record);
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

  /** The records whose status is one of `statuses` (calls left unfinished). */
  async withStatus(statuses: readonly string[]): Promise<T[]> {
    const rows = await this.db.query<{ record: T }>(
      'select record from resources where kind = $1 and status = any($2::text[])',
      [this.kind, statuses],
    );
    return rows.map((row) => row.record);
  }
}

function statusOf(record: object): string | null {
  const status = (record as { status?: unknown }).status;
  return typeof status === 'string' ? status : null;
}
