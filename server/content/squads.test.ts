import { describe, expect, it } from 'vitest';
import { getArenaConfig } from '../../src/debates';
import { debateAssistants, getAssistant } from './assistants';
import { debates } from '../../src/debates';
import { debateSquads, getSquad, toCreateSquadDto } from './squads';

const wordCount = (text: string) => text.trim().split(/\s+/).length;

describe('debateSquads', () => {
  it("opens with the arena's opener: the squad's first member", () => {
    for (const squad of debateSquads) {
      expect(squad.members[0]?.assistantKey).toBe(getArenaConfig(squad.debateId).openerKey);
    }
  });

  it('exists for exactly the enabled debates', () => {
    expect(debateSquads.map((squad) => squad.debateId)).toEqual(
      debates.filter((debate) => debate.isSquadEnabled).map((debate) => debate.id),
    );
  });

  it("orders the classics' members as the spec says: moderator, then the first and second philosopher", () => {
    expect(
      debateSquads.slice(0, 3).map((squad) => squad.members.map((member) => member.assistantKey)),
    ).toEqual([
      ['aristotle', 'socrates', 'nietzsche'],
      ['leibniz', 'descartes', 'spinoza'],
      ['aristotle', 'leibniz', 'hume'],
    ]);
  });

  it('matches the arena seats: moderator first, then the two philosophers', () => {
    for (const squad of debateSquads) {
      const { moderator, philosophers } = getArenaConfig(squad.debateId);
      const names = squad.members.map((member) => getAssistant(member.assistantKey)?.name);
      expect(names).toEqual([moderator.name, ...philosophers.map((p) => p.name)]);
    }
  });

  it('names each squad after its debate', () => {
    for (const squad of debateSquads)
      expect(squad.name).toBe(`${getArenaConfig(squad.debateId).title} Squad`);
  });

  it('lets every member hand the floor silently to every other member, and only to them', () => {
    for (const squad of debateSquads) {
      for (const member of squad.members) {
        const others = squad.members
          .filter((other) => other !== member)
          .map((other) => getAssistant(other.assistantKey)?.name);
        expect(member.assistantDestinations.map((d) => d.assistantName)).toEqual(others);
        for (const destination of member.assistantDestinations) {
          expect(destination.type).toBe('assistant');
          expect(destination.message).toBe('');
          expect(destination.description).toContain(`Hand the floor to ${destination.assistantName} when`);
        }
      }
    }
  });

  it('points every destination at a real assistant', () => {
    const names = new Set(debateAssistants.map((assistant) => assistant.name));
    for (const squad of debateSquads) {
      for (const member of squad.members) {
        expect(getAssistant(member.assistantKey)).toBeDefined();
        for (const destination of member.assistantDestinations)
          expect(names).toContain(destination.assistantName);
      }
    }
  });

  it('overrides the first message exactly where a person plays a second part', () => {
    const seen = new Set<string>();
    for (const squad of debateSquads) {
      for (const member of squad.members) {
        expect(Boolean(member.assistantOverrides), `${member.assistantKey} in ${squad.debateId}`).toBe(
          seen.has(member.assistantKey),
        );
        seen.add(member.assistantKey);
      }
    }
  });

  it('opens every debate with a moderator line that names it and invites the challenger', () => {
    for (const squad of debateSquads) {
      const [opener] = squad.members;
      const firstMessage =
        opener?.assistantOverrides?.firstMessage ??
        getAssistant(opener?.assistantKey ?? '')?.firstMessage ??
        '';
      expect(firstMessage).toContain(
        getArenaConfig(squad.debateId).title.replace(/^The /, '').replace(/\?$/, ''),
      );
      expect(firstMessage).toContain('Socratic challenger');
      expect(firstMessage).toContain('Join Debate');
      expect(wordCount(firstMessage)).toBeLessThan(35);
    }
  });

  it('keeps override first messages under 35 words', () => {
    for (const squad of debateSquads) {
      for (const member of squad.members) {
        if (member.assistantOverrides)
          expect(wordCount(member.assistantOverrides.firstMessage)).toBeLessThan(35);
      }
    }
  });
});

describe('getSquad', () => {
  it('finds the squad of an enabled debate and nothing for the others', () => {
    expect(getSquad('free-will-debate')?.members[0]?.assistantKey).toBe('leibniz');
    expect(getSquad('capitalism-debate')).toBeUndefined();
    expect(getSquad('no-such-debate')).toBeUndefined();
  });
});

describe('toCreateSquadDto', () => {
  it('maps a squad to the CreateSquadDTO shape with the platform assistant ids', () => {
    const squad = getSquad('free-will-debate');
    if (!squad) throw new Error('free-will squad missing');
    const dto = toCreateSquadDto(squad, (key) => `id-${key}`);
    expect(dto).toEqual({
      name: 'The Freedom Fight Squad',
      members: [
        {
          assistantId: 'id-leibniz',
          assistantDestinations: [
            expect.objectContaining({ type: 'assistant', assistantName: 'Descartes', message: '' }),
            expect.objectContaining({ type: 'assistant', assistantName: 'Spinoza', message: '' }),
          ],
        },
        {
          assistantId: 'id-descartes',
          assistantDestinations: [
            expect.objectContaining({ assistantName: 'Leibniz' }),
            expect.objectContaining({ assistantName: 'Spinoza' }),
          ],
        },
        {
          assistantId: 'id-spinoza',
          assistantDestinations: [
            expect.objectContaining({ assistantName: 'Leibniz' }),
            expect.objectContaining({ assistantName: 'Descartes' }),
          ],
        },
      ],
    });
    expect(Object.keys(dto.members[0] ?? {})).toEqual(['assistantId', 'assistantDestinations']);
    expect(Object.keys(dto.members[0]?.assistantDestinations[0] ?? {}).sort()).toEqual([
      'assistantName',
      'description',
      'message',
      'type',
    ]);
  });

  it('carries per-squad overrides and copies rather than shares the data', () => {
    const squad = getSquad('knowledge-debate');
    if (!squad) throw new Error('knowledge squad missing');
    const dto = toCreateSquadDto(squad, (key) => key.toUpperCase());
    expect(dto.members.map((member) => member.assistantId)).toEqual(['ARISTOTLE', 'LEIBNIZ', 'HUME']);
    expect(dto.members[0]?.assistantOverrides?.firstMessage).toMatch(/^Welcome to the Truth Battle/);
    expect(dto.members[2]).not.toHaveProperty('assistantOverrides');
    expect(dto.members[0]?.assistantDestinations).not.toBe(squad.members[0]?.assistantDestinations);
    expect(dto.members[0]?.assistantDestinations).toEqual(squad.members[0]?.assistantDestinations);
  });

  it('asks the id lookup once per member, in member order', () => {
    const squad = getSquad('morality-debate');
    if (!squad) throw new Error('morality squad missing');
    const asked: string[] = [];
    toCreateSquadDto(squad, (key) => {
      asked.push(key);
      return key;
    });
    expect(asked).toEqual(['aristotle', 'socrates', 'nietzsche']);
  });
});
