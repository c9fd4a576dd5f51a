import { describe, expect, it } from 'vitest';
import { getArenaConfig } from '../../src/debates';
import { debateContents } from './index';
import { debateAssistants, getAssistant } from './assistants';
import { debateSquads } from './squads';
import { HOSTED_VOICES, type DebateAssistant } from './types';

/** The arenas of the debates with content: the ones the assistants play in. */
const playableArenas = debateContents.map((content) => getArenaConfig(content.topic.debateId));

const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** The debates (arena configs) in which an assistant takes a seat, with the seat's colour. */
function appearances(assistant: DebateAssistant) {
  return playableArenas.flatMap((config) =>
    [config.moderator, ...config.philosophers]
      .filter((participant) => participant.name === assistant.name)
      .map((participant) => ({ title: config.title, color: participant.color })),
  );
}

describe('debateAssistants', () => {
  it('is everyone who takes a seat in a debate with content, each once', () => {
    const seated = new Set(debateContents.flatMap((content) => content.members.map((m) => m.key)));
    expect(new Set(debateAssistants.map((a) => a.key))).toEqual(seated);
    expect(debateAssistants.slice(0, 7).map(({ key, name }) => [key, name])).toEqual([
      ['aristotle', 'Aristotle'],
      ['socrates', 'Socrates'],
      ['nietzsche', 'Nietzsche'],
      ['descartes', 'Descartes'],
      ['spinoza', 'Spinoza'],
      ['leibniz', 'Leibniz'],
      ['hume', 'Hume'],
    ]);
  });

  it('has distinct lowercase keys and distinct names of at most 40 characters', () => {
    expect(new Set(debateAssistants.map((a) => a.key)).size).toBe(debateAssistants.length);
    expect(new Set(debateAssistants.map((a) => a.name)).size).toBe(debateAssistants.length);
    for (const assistant of debateAssistants) {
      expect(assistant.key).toMatch(/^[a-z][a-z0-9-]*$/);
      // The platform's assistant name limit; the name is also the transfer destination.
      expect(assistant.name.length).toBeLessThanOrEqual(40);
    }
  });

  it('seats every assistant in at least one enabled debate, and fills every seat', () => {
    for (const assistant of debateAssistants) expect(appearances(assistant).length).toBeGreaterThan(0);
    expect(debateAssistants.reduce((seats, assistant) => seats + appearances(assistant).length, 0)).toBe(
      3 * debateContents.length,
    );
  });

  it('takes its colour from its first seat and names every debate it plays in its role', () => {
    for (const assistant of debateAssistants) {
      const seats = appearances(assistant);
      expect(assistant.color).toBe(seats[0]?.color);
      for (const { title } of seats) expect(assistant.role).toContain(title);
    }
  });

  it('gives each assistant a first message under 35 words', () => {
    for (const assistant of debateAssistants) {
      expect(wordCount(assistant.firstMessage)).toBeGreaterThan(5);
      expect(wordCount(assistant.firstMessage)).toBeLessThan(35);
    }
  });

  it('has each moderator open his debates and invite the Socratic challenger to join or use the questions', () => {
    for (const content of debateContents) {
      const [moderator] = content.members;
      expect(moderator.firstMessage).toContain('Socratic challenger');
      expect(moderator.firstMessage).toContain('Join Debate');
      expect(moderator.firstMessage).toContain('Socratic Arsenal');
    }
  });

  it('writes each system prompt for its own philosopher and every debate they play in', () => {
    for (const assistant of debateAssistants) {
      expect(assistant.systemPrompt).toContain(assistant.name);
      expect(assistant.systemPrompt).toContain('Socratic challenger');
      for (const { title } of appearances(assistant)) {
        expect(assistant.systemPrompt).toContain(title.replace(/^The /, '').replace(/\?$/, ''));
      }
    }
    expect(new Set(debateAssistants.map((a) => a.systemPrompt)).size).toBe(debateAssistants.length);
  });

  it('gives everyone a voice of his own within flite’s useful range', () => {
    const voices = debateAssistants.map((a) => a.localVoice);
    expect(new Set(voices.map((v) => `${v.timbre}/${v.pitchHz}/${v.rate}`)).size).toBe(voices.length);
    expect(new Set(voices.map((v) => v.timbre))).toEqual(new Set(['rms', 'awb', 'slt', 'kal16']));
    for (const voice of voices) {
      expect(voice.pitchHz).toBeGreaterThanOrEqual(80);
      expect(voice.pitchHz).toBeLessThanOrEqual(200);
      expect(voice.rate).toBeGreaterThanOrEqual(0.85);
      expect(voice.rate).toBeLessThanOrEqual(1.2);
    }
  });

  it('keeps two people of one timbre apart by pitch or pace, so no two sound alike', () => {
    for (const a of debateAssistants) {
      for (const b of debateAssistants) {
        if (a === b || a.localVoice.timbre !== b.localVoice.timbre) continue;
        const pitch = Math.abs(a.localVoice.pitchHz - b.localVoice.pitchHz);
        const pace = Math.abs(a.localVoice.rate - b.localVoice.rate);
        expect(pitch >= 8 || pace >= 0.08, `${a.key} and ${b.key}`).toBe(true);
      }
    }
  });

  it('uses the rms timbre once, since flite ignores the pitch setting for it', () => {
    expect(debateAssistants.filter((a) => a.localVoice.timbre === 'rms')).toHaveLength(1);
  });

  it('gives the people who appear together in a squad different timbres and different hosted voices', () => {
    for (const squad of debateSquads) {
      const assistants = squad.members.map((member) => getAssistant(member.assistantKey));
      expect(new Set(assistants.map((a) => a?.localVoice.timbre)).size, squad.debateId).toBe(3);
      expect(new Set(assistants.map((a) => a?.hostedVoiceId)).size, squad.debateId).toBe(3);
    }
  });

  it('uses only the hosted platform’s current voices', () => {
    for (const assistant of debateAssistants) expect(HOSTED_VOICES).toContain(assistant.hostedVoiceId);
  });
});

describe('the arenas', () => {
  it('names every participant exactly as an assistant, so transfer messages find their seat', () => {
    const assistantNames = debateAssistants.map((assistant) => assistant.name);
    for (const config of playableArenas) {
      for (const participant of [config.moderator, ...config.philosophers]) {
        expect(assistantNames).toContain(participant.name);
      }
    }
    expect(getAssistant('leibniz')?.name).toBe(getArenaConfig('free-will-debate').moderator.name);
  });
});

describe('getAssistant', () => {
  it('finds an assistant by key', () => {
    expect(getAssistant('hume')?.name).toBe('Hume');
  });

  it('returns undefined for an unknown key, including a display name', () => {
    expect(getAssistant('kant')).toBeUndefined();
    expect(getAssistant('Hume')).toBeUndefined();
  });
});
