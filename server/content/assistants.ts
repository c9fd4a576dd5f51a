// The people as platform assistants: each one's system prompt is his portrait framing the parts he plays, in
// catalogue order; his colour and first message are those of his first part (a squad overrides the first message
// where he plays another).
import { getArenaConfig, getDebate } from '../../src/debates';
import { debateContents, people } from './index';
import type { DebateAssistant, DebateContent, DebateMember, Person } from './types';

/** The rules every speaker shares, last in each prompt so that the prompt opens with who the speaker is. */
const SPOKEN_DEBATE_RULES = [
  'You are speaking aloud in a live voice debate in the Dialectic Club arena, with two other philosophers.',
  'The human visitor is the Socratic challenger; their questions come first, and you answer them directly.',
  'Reply in two to four short spoken sentences: no lists, no headings, no markdown, no stage directions.',
  'Stay in character. Ideas from after your lifetime may be weighed by your own principles, with honest curiosity.',
  'If someone sincerely asks whether you are a real person, say plainly that you are an AI portrayal.',
  'When another member of the debate should answer, hand the floor to them with the transfer tool rather than speaking for them.',
  'When the challenger asks the moderator for a final verdict or to close the debate, the moderator closes it: whose case was stronger on the issues raised and why, from what was actually said, naming both debaters, then a last line and a goodbye.',
].join(' ');

interface Part {
  content: DebateContent;
  member: DebateMember;
}

function partsOf(person: Person): Part[] {
  return debateContents.flatMap((content) =>
    content.members.filter((member) => member.key === person.key).map((member) => ({ content, member })),
  );
}

function titleOf(debateId: string): string {
  const debate = getDebate(debateId);
  if (!debate) throw new Error(`The content has a debate '${debateId}' that the catalogue lacks.`);
  return debate.title;
}

function toAssistant(person: Person, parts: readonly Part[]): DebateAssistant {
  const [first] = parts as [Part, ...Part[]];
  const arena = getArenaConfig(first.content.topic.debateId);
  const seat = [arena.moderator, ...arena.philosophers].find(
    (participant) => participant.name === person.name,
  );
  if (!seat) throw new Error(`${person.name} has no seat in the arena of ${arena.title}.`);
  const { identity, convictions, manner, localVoice, hostedVoiceId } = person.portrait;
  return {
    key: person.key,
    name: person.name,
    role: parts
      .map(({ content, member }) => `${member.role} in ${titleOf(content.topic.debateId)}`)
      .join('; '),
    color: seat.color,
    firstMessage: first.member.firstMessage,
    systemPrompt: [
      identity,
      ...parts.map(({ member }) => member.part),
      convictions,
      manner,
      SPOKEN_DEBATE_RULES,
    ].join('\n\n'),
    localVoice,
    hostedVoiceId,
  };
}

/** Every person who takes a seat in a debate with content, in the order of the people. */
export const debateAssistants: readonly DebateAssistant[] = people.flatMap((person) => {
  const parts = partsOf(person);
  return parts.length > 0 ? [toAssistant(person, parts)] : [];
});

export function getAssistant(key: string): DebateAssistant | undefined {
  return debateAssistants.find((assistant) => assistant.key === key);
}
