// The query of the platform's list calls (GET /call, /assistant, /squad): the spec's limit and filters, checked.
import { HttpError } from '../http/errors';
import type { ListFilters } from '../store/resources';

/** The spec's limit: 0 to 1000, 100 when not given. */
export function parseLimit(raw: string | null): number {
  if (raw === null) return 100;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) > 1000) {
    throw new HttpError(400, 'limit must be a whole number from 0 to 1000.');
  }
  return Number(raw);
}

const TIME_FILTERS = { Gt: '>', Lt: '<', Ge: '>=', Le: '<=' } as const;
/** Which of the spec's filters each list takes (besides limit and the times, which all take). */
const ID_FILTERS: Record<string, readonly ('id' | 'assistantId' | 'phoneNumberId' | 'idAny')[]> = {
  call: ['id', 'assistantId', 'phoneNumberId'],
  squad: ['idAny'],
  assistant: [],
};

/** The spec's filters of a list query, checked: createdAtGt and its kin must be dates. Others are ignored. */
export function parseListFilters(name: string, params: URLSearchParams): ListFilters {
  const filters: ListFilters = {};
  for (const key of ID_FILTERS[name] ?? []) {
    const values = params.getAll(key);
    if (values.length === 0) continue;
    if (key === 'idAny')
      filters.idAny = values.flatMap((value) => value.split(',')).filter((id) => id !== '');
    else filters[key] = values[0] as string;
  }
  const times: NonNullable<ListFilters['times']>[number][] = [];
  for (const field of ['createdAt', 'updatedAt'] as const) {
    for (const [suffix, op] of Object.entries(TIME_FILTERS)) {
      const raw = params.get(`${field}${suffix}`);
      if (raw === null) continue;
      if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(Date.parse(raw))) {
        throw new HttpError(400, `${field}${suffix} must be an ISO 8601 date, such as 2026-01-31T12:00:00Z.`);
      }
      times.push({
        column: field === 'createdAt' ? 'created_at' : 'updated_at',
        op,
        at: new Date(raw).toISOString(),
      });
    }
  }
  if (times.length > 0) filters.times = times;
  return filters;
}
