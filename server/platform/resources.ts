import type { AssistantBody, SquadBody } from './schemas';
import type { StoredResource } from '../store/resources';

/** An assistant as the local platform keeps it: the caller's CreateAssistantDTO fields plus the record fields. */
export type AssistantRecord = StoredResource & AssistantBody;

export type SquadMemberRecord = SquadBody['members'][number];

export type AssistantDestination = NonNullable<SquadMemberRecord['assistantDestinations']>[number];

export type SquadRecord = StoredResource & SquadBody;
