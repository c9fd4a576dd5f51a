import { describe, expect, it } from 'vitest';
import type { Asked, DebateTopic } from '../content';
import { IssueClassifier } from './issue-classifier';
import { Lexicon } from './lexicon';
import { fixtureTopic } from './testing/fixture-knowledge';

const lexicon = new Lexicon(fixtureTopic.concepts);

function classifierOf(topic: DebateTopic): IssueClassifier {
  return new IssueClassifier(topic, [], (text) => lexicon.conceptsIn(text));
}

/** Each issue's probability for a line, with the concepts it names. */
const read = (classifier: IssueClassifier, text: string) =>
  classifier.classify(text, lexicon.conceptsIn(text));

/** The issue a classifier reads a line as most. */
function best(classifier: IssueClassifier, text: string): string | undefined {
  return [...read(classifier, text)].sort((a, b) => b[1] - a[1])[0]?.[0];
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
    expect(read(classifierOf({ ...fixtureTopic, asked }), 'boil an egg')).toEqual(
      read(classifierOf(fixtureTopic), 'boil an egg'),
    );
  });

  it('gives each issue a probability, and a line of words it never learnt reads as every issue alike', () => {
    const classifier = classifierOf(fixtureTopic);
    const sunrise = read(classifier, 'Will the sun rise tomorrow?');
    expect([...sunrise.keys()]).toEqual(fixtureTopic.issues.map((issue) => issue.id));
    expect([...sunrise.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(best(classifier, 'Will the sun rise tomorrow?')).toBe('induction');
    const unknown = [...read(classifier, 'zebra quantum lasagne').values()];
    expect(new Set(unknown.map((p) => p.toFixed(9))).size).toBe(1);
  });
});
