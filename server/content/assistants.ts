import {
  aristotlePrompt,
  descartesPrompt,
  humePrompt,
  leibnizPrompt,
  nietzschePrompt,
  socratesPrompt,
  spinozaPrompt,
} from './prompts';
import type { DebateAssistant } from './types';

/**
 * The cast: seven people cover the nine seats of the three enabled debates, because two of them play two parts.
 *
 * | key       | Morality Clash  | Freedom Fight                 | Truth Battle               |
 * |-----------|-----------------|-------------------------------|----------------------------|
 * | aristotle | 'The Moderator' |                               | 'The Logician' (moderator) |
 * | socrates  | 'The Gadfly'    |                               |                            |
 * | nietzsche | 'The Hammer'    |                               |                            |
 * | descartes |                 | 'The Dualist'                 |                            |
 * | spinoza   |                 | 'The Determinist'             |                            |
 * | leibniz   |                 | 'The Synthesizer' (moderator) | 'The Idealist'             |
 * | hume      |                 |                               | 'The Skeptic'              |
 *
 * An assistant's own fields (colour, first message) belong to its first part in catalogue order; where a person
 * plays another part, the squad overrides the first message and the arena config gives the subtitle and colour.
 * Each system prompt covers every part its person plays.
 *
 * Local voices: the four flite timbres, a different one for each member of a squad; people who share a timbre
 * are at least 30 Hz apart. flite's rms voice ignores int_f0_target_mean (measured: about 104 Hz whatever the
 * setting), so only one person uses it, with its real pitch written down.
 */
export const debateAssistants: readonly DebateAssistant[] = [
  {
    key: 'aristotle',
    name: 'Aristotle',
    role: 'Moderator of The Morality Clash; the Logician who moderates The Truth Battle',
    color: 'amber',
    firstMessage:
      'Welcome to the Morality Clash. I am Aristotle, your moderator. Is goodness real or invented? Socratic challenger, press Join Debate to speak, or fire a question from the Socratic Arsenal.',
    systemPrompt: aristotlePrompt,
    localVoice: { timbre: 'rms', pitchHz: 104, rate: 1.1 },
    hostedVoiceId: 'Elliot',
  },
  {
    key: 'socrates',
    name: 'Socrates',
    role: 'The Gadfly, arguing that goodness is real in The Morality Clash',
    color: 'emerald',
    firstMessage:
      'Socrates here. I confess I know very little, which is why I carry so many questions. Shall we begin with what goodness is?',
    systemPrompt: socratesPrompt,
    localVoice: { timbre: 'awb', pitchHz: 118, rate: 1.0 },
    hostedVoiceId: 'Rohan',
  },
  {
    key: 'nietzsche',
    name: 'Nietzsche',
    role: 'The Hammer, arguing that values are made, not found, in The Morality Clash',
    color: 'red',
    firstMessage: 'Nietzsche. I did not come to polish your virtues. I came to ask who profits from them.',
    systemPrompt: nietzschePrompt,
    localVoice: { timbre: 'kal16', pitchHz: 96, rate: 0.92 },
    hostedVoiceId: 'Cole',
  },
  {
    key: 'descartes',
    name: 'Descartes',
    role: 'The Dualist, defending a free will in The Freedom Fight',
    color: 'blue',
    firstMessage:
      'Descartes speaking. I have doubted everything except the one who doubts, and he is quite certain that he chooses freely.',
    systemPrompt: descartesPrompt,
    localVoice: { timbre: 'slt', pitchHz: 112, rate: 0.95 },
    hostedVoiceId: 'Harry',
  },
  {
    key: 'spinoza',
    name: 'Spinoza',
    role: 'The Determinist, arguing that every choice has a cause in The Freedom Fight',
    color: 'purple',
    firstMessage:
      'Spinoza. Forgive me if I stay calm. Everything that happens tonight was always going to happen.',
    systemPrompt: spinozaPrompt,
    localVoice: { timbre: 'awb', pitchHz: 86, rate: 1.15 },
    hostedVoiceId: 'Spencer',
  },
  {
    key: 'leibniz',
    name: 'Leibniz',
    role: 'The Synthesizer who moderates The Freedom Fight; the Idealist in The Truth Battle',
    color: 'amber',
    firstMessage:
      'Welcome to the Freedom Fight. I am Leibniz, seeking harmony between two rivals. Are our choices free? Socratic challenger, press Join Debate to speak, or fire a question from the Socratic Arsenal.',
    systemPrompt: leibnizPrompt,
    localVoice: { timbre: 'kal16', pitchHz: 138, rate: 0.88 },
    hostedVoiceId: 'Leo',
  },
  {
    key: 'hume',
    name: 'Hume',
    role: 'The Skeptic, doubting that reason proves matters of fact in The Truth Battle',
    color: 'emerald',
    firstMessage:
      'Hume here, cheerfully unconvinced. Show me the impression behind your idea, and I will listen.',
    systemPrompt: humePrompt,
    localVoice: { timbre: 'awb', pitchHz: 150, rate: 1.05 },
    hostedVoiceId: 'Dan',
  },
];

export function getAssistant(key: string): DebateAssistant | undefined {
  return debateAssistants.find((assistant) => assistant.key === key);
}
