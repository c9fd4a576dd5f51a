import { describe, expect, it } from 'vitest';
import { debateAssistants, getSquad } from '../content/platform';
import { loadKnowledge } from '../content';
import { castDebate } from './cast';
import { Lexicon } from './lexicon';
import { DebateIndex } from './retrieval';

const knowledge = loadKnowledge();

function indexOf(debateId: string): DebateIndex {
  const members = (getSquad(debateId)?.members ?? []).map((member) => {
    const assistant = debateAssistants.find((a) => a.key === member.assistantKey);
    return { name: assistant?.name ?? '?', key: member.assistantKey, firstMessage: '' };
  });
  const cast = castDebate(members, knowledge);
  if (!cast.topic) throw new Error(`no topic for ${debateId}`);
  return new DebateIndex(cast.topic, cast.sides);
}

describe('the concept lexicon', () => {
  const lexicon = new Lexicon([
    { id: 'choice', terms: ['choose', 'free will'] },
    { id: 'virtue', terms: ['goodness'] },
  ]);

  it('finds a one-word term by its stem in a longer or nearly as long word', () => {
    expect(lexicon.conceptsIn('Am I choosing, or did I chose nothing?')).toEqual(['choice']);
  });

  it('never finds a longer term in a shorter everyday word', () => {
    // "good" and "goodness" share a stem, but "good morning" is not about goodness.
    expect(lexicon.conceptsIn('Translate good morning into Japanese')).toEqual([]);
    expect(lexicon.conceptsIn('Is goodness real?')).toEqual(['virtue']);
  });

  it('finds a phrase only as whole words', () => {
    expect(lexicon.conceptsIn('Is free will real?')).toEqual(['choice']);
    expect(lexicon.conceptsIn('Is it free, and will it last?')).toEqual([]);
  });
});

describe('reading a challenge against the real knowledge', () => {
  const freeWill = indexOf('free-will-debate');
  const truth = indexOf('knowledge-debate');

  it.each([
    [freeWill, 'Is my pet dog just a machine with fur?', 'machines'],
    [freeWill, 'Can anyone be blamed for a crime if the brain made them do it?', 'responsibility'],
    [truth, 'How can a good God allow the Lisbon earthquake?', 'best-world'],
  ])('%#: a challenge on an issue reads strong, as that issue', (index, text, issue) => {
    const search = index.find(text);
    expect(search.reading).toBe('strong');
    expect(search.issues[0]?.issue).toBe(issue);
  });

  it.each([
    [freeWill, "What's the best budget vacuum cleaner for pet hair?"],
    [truth, 'Can you recommend a good hotel in Lisbon near the old town?'],
    [truth, 'How many cups of flour go into a pizza dough?'],
  ])('%#: a challenge that shares a cue or two but is about something else is off-topic', (index, text) => {
    expect(index.find(text).reading).toBe('off-topic');
  });

  it('reads a challenge that says two cues of one issue as that issue, though it shares few words with it', () => {
    const search = freeWill.find("Isn't compatibilism just redefining freedom so the problem disappears?");
    expect(search.reading).not.toBe('off-topic');
    expect(search.issues[0]?.issue).toBe('true-freedom');
  });

  it('reads a story told before its question by the question too', () => {
    const morality = indexOf('morality-debate');
    const text =
      'i work nights in a hospital and see people at their worst and best every shift. can virtue be taught';
    // Read whole, the story's words ("at their worst and best") rank other issues above the question's; its asking
    // sentence, read too, lifts the question's issue over them (how far depends on what the debate has learnt).
    const rank = (asking?: string) =>
      morality
        .find(text, asking === undefined ? {} : { asking })
        .issues.findIndex((i) => i.issue === 'virtue-knowledge');
    expect(rank('can virtue be taught')).toBeLessThan(rank());
  });

  it('gives a challenge that names a debater the benefit of the doubt', () => {
    const text = 'the best vacuum cleaner for pet hair';
    expect(freeWill.find(text).reading).toBe('off-topic');
    expect(freeWill.find(text, { addressed: true }).reading).not.toBe('off-topic');
  });
});
