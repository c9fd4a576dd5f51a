import type { BodyKind } from './routes';

type Scalar = string | number | boolean | Date;

/** A query value: undefined and null are dropped, an array repeats its key (`?a=1&a=2`), a Date is ISO 8601. */
export type QueryValue = Scalar | null | undefined | readonly Scalar[];
export type Query = Readonly<Record<string, QueryValue>>;

/** A form field: a Blob or File is sent as a file part; other values as text; arrays repeat the field. */
export type FormValue = Scalar | Blob | null | undefined | readonly (Scalar | Blob)[];

function scalarText(value: Scalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Pairs in order, with undefined and null dropped and arrays spread. */
function pairs<V>(record: Readonly<Record<string, V | readonly V[] | null | undefined>>): [string, V][] {
  const out: [string, V][] = [];
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as readonly V[]) : [value as V]) out.push([key, item]);
  }
  return out;
}

/** `a=1&b=x%20y`, or '' when nothing is left; keys and values are percent-encoded. */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  return pairs<Scalar>(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(scalarText(value))}`)
    .join('&');
}

/**
 * The request URL: the path resolved under the base URL (keeping a base path such as `/api/`), plus the query.
 * The path is joined, not resolved as absolute, so that `https://host/api` + `/call` is `https://host/api/call`.
 */
export function buildUrl(baseUrl: string, path: string, query?: Query): URL {
  const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const search = encodeQuery(query);
  if (search !== '') url.search = url.search === '' ? search : `${url.search.slice(1)}&${search}`;
  return url;
}

/** Fills `{param}` placeholders in order; each value is percent-encoded and must be a real path segment. */
export function fillPath(path: string, params: readonly unknown[]): string {
  const names = pathParamNames(path);
  if (params.length !== names.length) {
    throw new TypeError(`${path} takes ${names.length} path parameter(s), got ${params.length}.`);
  }
  let index = 0;
  return path.replace(/\{[^}]+\}/g, () => {
    const value = params[index];
    const name = names[index++];
    // An empty id would turn DELETE /assistant/{id} into DELETE /assistant/; '..' would climb out of the path.
    if ((typeof value !== 'string' && typeof value !== 'number') || ['', '.', '..'].includes(String(value))) {
      throw new TypeError(
        `${path}: path parameter '${name}' must be a non-empty id, got ${JSON.stringify(value)}.`,
      );
    }
    return encodeURIComponent(String(value));
  });
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}

export interface EncodedBody {
  body: BodyInit | undefined;
  /** Set only for JSON: fetch sets text and url-encoded types itself, and must set form data's boundary. */
  contentType: string | undefined;
}

/**
 * Encodes `value` as `kind`. JSON is stringified; form data is a FormData passed through or built from a plain
 * object; url-encoded is URLSearchParams passed through or built from a plain object; text is a string.
 * Undefined sends no body at all.
 */
export function encodeBody(kind: BodyKind, value: unknown): EncodedBody {
  if (value === undefined || kind === 'none') return { body: undefined, contentType: undefined };
  switch (kind) {
    case 'json':
      return { body: JSON.stringify(value), contentType: 'application/json' };
    case 'form-data':
      return { body: value instanceof FormData ? value : toFormData(value), contentType: undefined };
    case 'url-encoded':
      return {
        body: value instanceof URLSearchParams ? value : new URLSearchParams(encodeQuery(plainObject(value))),
        contentType: undefined,
      };
    case 'text':
      return { body: typeof value === 'string' ? value : String(value), contentType: undefined };
  }
}

function plainObject<T>(value: unknown): Readonly<Record<string, T>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError('Expected a plain object of fields for a form body.');
  }
  return value as Record<string, T>;
}

function toFormData(value: unknown): FormData {
  const form = new FormData();
  for (const [key, item] of pairs<Scalar | Blob>(plainObject<FormValue>(value))) {
    if (item instanceof Blob) form.append(key, item);
    else form.append(key, scalarText(item));
  }
  return form;
}

/** JSON for a JSON content type (application/json, application/problem+json, ...). */
function isJson(contentType: string | null): boolean {
  return contentType !== null && /[/+]json\b/i.test(contentType);
}

/** The response as data: JSON when it says JSON (text if it fails to parse), text otherwise, undefined if empty. */
export async function readResponseBody(response: Response, method: string): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || method === 'HEAD') return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  if (!isJson(response.headers.get('content-type'))) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
