import { randomUUID } from 'node:crypto';

export interface StoredResource {
  id: string;
  orgId: string;
  createdAt: string;
  updatedAt: string;
}

/** In-memory records of one resource type (assistants, squads, calls), in creation order. */
export class ResourceStore<T extends StoredResource> {
  private readonly records = new Map<string, T>();

  constructor(private readonly orgId: string) {}

  create(fields: Omit<T, keyof StoredResource>, id: string = randomUUID()): T {
    const now = new Date().toISOString();
    const record = { ...fields, id, orgId: this.orgId, createdAt: now, updatedAt: now } as T;
    this.records.set(record.id, record);
    return record;
  }

  list(limit = 100): T[] {
    return [...this.records.values()].slice(-limit).reverse();
  }

  get(id: string): T | undefined {
    return this.records.get(id);
  }

  /** Merges (PATCH) or replaces (PUT) the editable fields; id, orgId and createdAt never change. */
  update(id: string, fields: Partial<T>, mode: 'merge' | 'replace' = 'merge'): T | undefined {
    const current = this.records.get(id);
    if (!current) return undefined;
    const base = mode === 'merge' ? current : ({} as T);
    const next = {
      ...base,
      ...fields,
      id: current.id,
      orgId: current.orgId,
      createdAt: current.createdAt,
      updatedAt: new Date().toISOString(),
    } as T;
    this.records.set(id, next);
    return next;
  }

  delete(id: string): T | undefined {
    const current = this.records.get(id);
    this.records.delete(id);
    return current;
  }
}
