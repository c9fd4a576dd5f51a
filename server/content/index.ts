// The debates' content for the local platform and the hosted one (docs/architecture.md, "The content"): the people
// (how each one talks, is heard and is portrayed) and, per debate, its topic and its cast. Server-only by folder: the
// app never reaches server/, and the dist scan checks that none of it is bundled.
import { checkKnowledge, type CheckedKnowledge } from './check';
import { freeWillDebate } from './debates/free-will-debate';
import { knowledgeDebate } from './debates/knowledge-debate';
import { moralityDebate } from './debates/morality-debate';
import { aristotle } from './people/aristotle';
import { descartes } from './people/descartes';
import { hume } from './people/hume';
import { leibniz } from './people/leibniz';
import { nietzsche } from './people/nietzsche';
import { socrates } from './people/socrates';
import { spinoza } from './people/spinoza';
import type { DebateTopicInput, PhilosopherKnowledgeInput } from './schema';
import type { DebateContent, Person } from './types';

export type * from './schema';
export type * from './types';
export type { CheckedKnowledge } from './check';

/** The debates with content, in catalogue order: each is playable, and no other is. */
export const debateContents: readonly DebateContent[] = [moralityDebate, freeWillDebate, knowledgeDebate];
export const people: readonly Person[] = [aristotle, socrates, nietzsche, descartes, spinoza, leibniz, hume];

/** The people who take a seat in these debates, each with his seats, as the knowledge schema reads a philosopher. */
export function philosophersOf(
  contents: readonly DebateContent[],
  cast: readonly Person[] = people,
): PhilosopherKnowledgeInput[] {
  const unknown = contents.flatMap((content) =>
    content.members
      .filter((member) => !cast.some((person) => person.key === member.key))
      .map((member) => `${content.topic.debateId}: a seat for '${member.key}', who is not among the people`),
  );
  if (unknown.length > 0) throw new Error(`The debates' content is invalid:\n  - ${unknown.join('\n  - ')}`);
  return cast.flatMap((person) => {
    const seats = contents.flatMap((content) =>
      content.members
        .filter((member) => member.key === person.key)
        .map((member) => [content.topic.debateId, member.seat] as const),
    );
    return seats.length > 0 ? [{ ...person, seats: Object.fromEntries(seats) }] : [];
  });
}

export const topicModules: readonly DebateTopicInput[] = debateContents.map((content) => content.topic);
export const philosopherModules: readonly PhilosopherKnowledgeInput[] = philosophersOf(debateContents);

let checked: CheckedKnowledge | undefined;

/** All knowledge, parsed and cross-checked once; throws a list of every problem if any module is wrong. */
export function loadKnowledge(): CheckedKnowledge {
  checked ??= checkKnowledge(topicModules, philosopherModules);
  return checked;
}
