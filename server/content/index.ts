// The debates' content for the local platform (docs/architecture.md, "The content"): the people (how each one
// talks and is heard) and, per debate, its topic and every seat of its cast. Server-only by folder: the app never
// reaches server/, and the dist scan checks that none of it is bundled.
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
import type { DebateContent, DebateTopicInput, PersonInput, PhilosopherKnowledgeInput } from './schema';

export type * from './schema';
export type { CheckedKnowledge } from './check';

/** The debates with content, in catalogue order. */
export const debateContents: readonly DebateContent[] = [moralityDebate, freeWillDebate, knowledgeDebate];
export const people: readonly PersonInput[] = [
  aristotle,
  socrates,
  nietzsche,
  descartes,
  spinoza,
  leibniz,
  hume,
];

/** Each person with the seats the debates give them, as the knowledge schema reads a philosopher. */
export function philosophersOf(
  contents: readonly DebateContent[],
  cast: readonly PersonInput[] = people,
): PhilosopherKnowledgeInput[] {
  const seated = (key: string) =>
    Object.fromEntries(
      contents.flatMap((content) => {
        const seat = content.seats[key];
        return seat ? [[content.topic.debateId, seat] as const] : [];
      }),
    );
  const unknown = contents.flatMap((content) =>
    Object.keys(content.seats)
      .filter((key) => !cast.some((person) => person.key === key))
      .map((key) => `${content.topic.debateId}: seat for '${key}', who is not among the people`),
  );
  if (unknown.length > 0) throw new Error(`The debates' content is invalid:\n  - ${unknown.join('\n  - ')}`);
  return cast.map((person) => ({ ...person, seats: seated(person.key) }));
}

export const topicModules: readonly DebateTopicInput[] = debateContents.map((content) => content.topic);
export const philosopherModules: readonly PhilosopherKnowledgeInput[] = philosophersOf(debateContents);

let checked: CheckedKnowledge | undefined;

/** All knowledge, parsed and cross-checked once; throws a list of every problem if any module is wrong. */
export function loadKnowledge(): CheckedKnowledge {
  checked ??= checkKnowledge(topicModules, philosopherModules);
  return checked;
}
