import { HttpError } from '../http/errors';
import type { StoredResource } from './store';

/** An assistant as the local platform keeps it: the caller's CreateAssistantDTO fields plus the record fields. */
export interface AssistantRecord extends StoredResource {
  name?: string;
  firstMessage?: string;
  metadata?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface AssistantDestination {
  type: 'assistant';
  assistantName: string;
  message?: string;
  description?: string;
}

export interface SquadMemberRecord {
  assistantId?: string;
  assistant?: Record<string, unknown>;
  assistantOverrides?: object;
  assistantDestinations?: AssistantDestination[];
}

export interface SquadRecord extends StoredResource {
  name?: string;
  members: SquadMemberRecord[];
}

const ASSISTANT_NAME_MAX = 40;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(body: Json, field: string, path: string, maxLength?: number): void {
  const value = body[field];
  if (value === undefined) return;
  if (typeof value !== 'string') throw new HttpError(400, `${path}${field} must be a string.`);
  if (maxLength !== undefined && value.length > maxLength) {
    throw new HttpError(400, `${path}${field} must be at most ${maxLength} characters.`);
  }
}

/** Checks the CreateAssistantDTO fields the local platform relies on; other fields are kept as sent. */
export function validateAssistant(body: unknown, path = ''): Json {
  if (!isObject(body)) throw new HttpError(400, `${path || 'assistant'} must be a JSON object.`);
  optionalString(body, 'name', path, ASSISTANT_NAME_MAX);
  optionalString(body, 'firstMessage', path);
  if (body.metadata !== undefined && !isObject(body.metadata)) {
    throw new HttpError(400, `${path}metadata must be an object.`);
  }
  return body;
}

function validateDestinations(value: unknown, path: string): AssistantDestination[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new HttpError(400, `${path} must be an array.`);
  return value.map((destination: unknown, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(destination)) throw new HttpError(400, `${at} must be an object.`);
    if (destination.type !== 'assistant') throw new HttpError(400, `${at}.type must be 'assistant'.`);
    if (typeof destination.assistantName !== 'string' || destination.assistantName === '') {
      throw new HttpError(400, `${at}.assistantName must be a non-empty string.`);
    }
    optionalString(destination, 'message', `${at}.`);
    optionalString(destination, 'description', `${at}.`);
    return destination as unknown as AssistantDestination;
  });
}

/** Checks a CreateSquadDTO: at least one member, each with exactly one of assistantId or an inline assistant. */
export function validateSquad(body: unknown, assistantExists: (id: string) => boolean, path = ''): Json {
  if (!isObject(body)) throw new HttpError(400, `${path || 'squad'} must be a JSON object.`);
  optionalString(body, 'name', path);
  const members = body.members;
  if (!Array.isArray(members) || members.length === 0) {
    throw new HttpError(400, `${path}members must be a non-empty array of squad members.`);
  }
  members.forEach((member: unknown, i) => {
    const at = `${path}members[${i}]`;
    if (!isObject(member)) throw new HttpError(400, `${at} must be an object.`);
    const hasId = typeof member.assistantId === 'string';
    const hasInline = member.assistant !== undefined;
    if (hasId === hasInline) throw new HttpError(400, `${at} needs exactly one of assistantId or assistant.`);
    if (hasId && !assistantExists(member.assistantId as string)) {
      throw new HttpError(400, `${at}.assistantId '${String(member.assistantId)}' matches no assistant.`);
    }
    if (hasInline) validateAssistant(member.assistant, `${at}.assistant.`);
    if (member.assistantOverrides !== undefined)
      validateAssistant(member.assistantOverrides, `${at}.assistantOverrides.`);
    validateDestinations(member.assistantDestinations, `${at}.assistantDestinations`);
  });
  return body;
}
