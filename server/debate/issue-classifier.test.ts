import { describe, expect, it } from 'vitest';
import type { Asked, DebateTopic } from '../content';
import { IssueClassifier } from './issue-classifier';
import { Lexicon } from './lexicon';
import { fixtureTopic } from './testing/fixture-knowledge';

function classifierOf(topic: DebateTopic): IssueClassifier {
  const lexicon = new Lexicon(topic.concepts);
  return new IssueClassifier(topic, [], (text) => lexicon.conceptsIn(text));
}

/** The issue a classifier reads a line as most. */
function best(classifier: IssueClassifier, text: string): string | undefined {
  return [...classifier.classify(text)].sort((a, b) => b[1] - a[1])[0]?.[0];
}

describe('the issue classifier', () => {
  it("learns from what visitors asked: a line in words only a labelled challenge used reads as that challenge's issue", () => {
    const line = 'my grandmother swears the statue wept on easter';
    expect(best(classifierOf(fixtureTopic), line)).not.toBe('miracles');
    const asked: Asked[] = [
      {
        text: 'The statue in our parish wept, my grandmother swears it',
        issue: 'miracles',
        form: 'paraphrase',
      },
      { text: 'Is the weather on easter always like last year?', issue: 'induction', form: 'plain' },
    ];
    expect(best(classifierOf({ ...fixtureTopic, asked }), line)).toBe('miracles');
  });

  it('learns nothing from a challenge off the theme', () => {
    const asked: Asked[] = [{ text: 'How long do I boil an egg?', issue: null, form: 'off-topic' }];
    expect(classifierOf({ ...fixtureTopic, asked }).classify('boil an egg')).toEqual(
      classifierOf(fixtureTopic).classify('boil an egg'),
    );
  });

  it('gives each issue a probability, and a line of words it never learnt reads as every issue alike', () => {
    const classifier = classifierOf(fixtureTopic);
    const read = classifier.classify('Will the sun rise tomorrow?');
    expect([...read.keys()]).toEqual(fixtureTopic.issues.map((issue) => issue.id));
    expect([...read.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(best(classifier, 'Will the sun rise tomorrow?')).toBe('induction');
    const unknown = [...classifier.classify('zebra quantum lasagne').values()];
    expect(new Set(unknown.map((p) => p.toFixed(9))).size).toBe(1);
  });
});
