import type { z } from 'zod';
import {
  debateTopicSchema,
  philosopherKnowledgeSchema,
  type DebateTopic,
  type DebateTopicInput,
  type PhilosopherKnowledge,
  type PhilosopherKnowledgeInput,
} from './schema';

export interface CheckedKnowledge {
  topics: ReadonlyMap<string, DebateTopic>;
  philosophers: ReadonlyMap<string, PhilosopherKnowledge>;
}

/**
 * Parses every module with its schema, then checks what no single schema can see: that each argument's issue,
 * concepts and opponents exist, that ids are unique, and that each seat covers the debate. Throws one error
 * that lists every problem, each with its place.
 */
export function checkKnowledge(
  topicInputs: readonly DebateTopicInput[],
  philosopherInputs: readonly PhilosopherKnowledgeInput[],
): CheckedKnowledge {
  const problems: string[] = [];
  const parse = <T>(schema: z.ZodType<T>, input: unknown, where: string): T | undefined => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      problems.push(`${where}.${issue.path.join('.')}: ${issue.message}`);
    }
    return undefined;
  };

  const topics = new Map<string, DebateTopic>();
  for (const input of topicInputs) {
    const topic = parse(debateTopicSchema, input, `topic ${input.debateId}`);
    if (topic) topics.set(topic.debateId, topic);
  }
  const philosophers = new Map<string, PhilosopherKnowledge>();
  for (const input of philosopherInputs) {
    const philosopher = parse(philosopherKnowledgeSchema, input, input.key);
    if (philosopher) philosophers.set(philosopher.key, philosopher);
  }

  for (const topic of topics.values()) checkTopic(topic, problems);
  const argumentOwner = new Map<string, string>();
  for (const philosopher of philosophers.values()) {
    for (const [debateId, seat] of Object.entries(philosopher.seats)) {
      if (seat.role !== 'debater') continue;
      for (const argument of seat.arguments) {
        const where = `${philosopher.key}.seats.${debateId}.arguments.${argument.id}`;
        if (argumentOwner.has(argument.id)) problems.push(`${where}: the id is used twice`);
        argumentOwner.set(argument.id, `${philosopher.key}/${debateId}`);
        if (!argument.id.startsWith(`${philosopher.key}-`)) {
          problems.push(`${where}: the id must start with '${philosopher.key}-'`);
        }
      }
    }
  }
  for (const philosopher of philosophers.values()) {
    for (const [debateId, seat] of Object.entries(philosopher.seats)) {
      const topic = topics.get(debateId);
      const where = `${philosopher.key}.seats.${debateId}`;
      if (!topic) {
        problems.push(`${where}: no topic for debate '${debateId}'`);
        continue;
      }
      const issues = new Set(topic.issues.map((issue) => issue.id));
      const concepts = new Set(topic.concepts.map((concept) => concept.id));
      const unknown = (kind: string, id: string, known: Set<string>, at: string): void => {
        if (!known.has(id)) problems.push(`${at}: unknown ${kind} '${id}'`);
      };
      if (seat.role === 'moderator') {
        seat.framings.forEach((f, i) => unknown('issue', f.issue, issues, `${where}.framings.${i}`));
        seat.doctrines?.forEach((d, i) => unknown('issue', d.issue, issues, `${where}.doctrines.${i}`));
        const framed = new Set(seat.framings.map((f) => f.issue));
        for (const issue of issues) {
          if (!framed.has(issue)) problems.push(`${where}.framings: no framing for issue '${issue}'`);
        }
        continue;
      }
      seat.stances.forEach((s, i) => unknown('issue', s.issue, issues, `${where}.stances.${i}`));
      seat.terms.forEach((t, i) => unknown('concept', t.concept, concepts, `${where}.terms.${i}`));
      const argued = new Set<string>();
      for (const argument of seat.arguments) {
        const at = `${where}.arguments.${argument.id}`;
        unknown('issue', argument.issue, issues, at);
        argued.add(argument.issue);
        for (const concept of argument.concepts) unknown('concept', concept, concepts, at);
        for (const target of [...argument.attacks, ...argument.concedes]) {
          const owner = argumentOwner.get(target);
          if (!owner) problems.push(`${at}: attacks or concedes unknown argument '${target}'`);
          else if (!owner.endsWith(`/${debateId}`) || owner.startsWith(`${philosopher.key}/`)) {
            problems.push(`${at}: '${target}' is not an opponent's argument in ${debateId}`);
          }
        }
      }
      for (const issue of issues) {
        if (!argued.has(issue)) problems.push(`${where}.arguments: none on issue '${issue}'`);
        if (!seat.stances.some((s) => s.issue === issue))
          problems.push(`${where}.stances: none on issue '${issue}'`);
      }
    }
  }
  for (const topic of topics.values()) checkAnswered(topic.debateId, philosophers, problems);

  if (problems.length > 0) {
    throw new Error(`The philosophers' knowledge is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return { topics, philosophers };
}

function checkTopic(topic: DebateTopic, problems: string[]): void {
  const where = `topic ${topic.debateId}`;
  const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);
  for (const id of duplicates(topic.issues.map((i) => i.id))) problems.push(`${where}: issue '${id}' twice`);
  for (const id of duplicates(topic.concepts.map((c) => c.id)))
    problems.push(`${where}: concept '${id}' twice`);
  if (topic.advice !== undefined && !topic.issues.some((issue) => issue.id === topic.advice))
    problems.push(`${where}.advice: no issue '${topic.advice}'`);
  const issues = new Set(topic.issues.map((issue) => issue.id));
  topic.asked.forEach((asked, i) => {
    for (const issue of [asked.issue ?? [], asked.also ?? []].flat())
      if (!issues.has(issue)) problems.push(`${where}.asked.${i}: no issue '${issue}'`);
    if (asked.form === 'off-topic' && asked.issue !== null)
      problems.push(`${where}.asked.${i}: an off-topic challenge has no issue (null)`);
    if (asked.onThemeOf && (asked.issue !== null || asked.onThemeOf.includes(topic.debateId)))
      problems.push(
        `${where}.asked.${i}: onThemeOf names other debates, for a challenge off this one's theme`,
      );
  });
  for (const text of duplicates(topic.asked.map((asked) => asked.text)))
    problems.push(`${where}.asked: '${text}' twice`);
}

/**
 * A rebuttal meets the claim just made only if the other side has an argument that answers it: each debater may
 * leave at most MAX_UNANSWERED of his arguments unanswered (where no honest reply exists, the engine answers on the
 * issue instead).
 */
export const MAX_UNANSWERED = 2;

function checkAnswered(
  debateId: string,
  philosophers: ReadonlyMap<string, PhilosopherKnowledge>,
  problems: string[],
): void {
  const sides = [...philosophers.values()].flatMap((p) => {
    const seat = p.seats[debateId];
    return seat?.role === 'debater' ? [{ key: p.key, seat }] : [];
  });
  for (const side of sides) {
    const answered = new Set(
      sides
        .filter((other) => other !== side)
        .flatMap((other) => other.seat.arguments.flatMap((a) => [...a.attacks, ...a.concedes])),
    );
    const open = side.seat.arguments.filter((a) => !answered.has(a.id)).map((a) => a.id);
    if (open.length > MAX_UNANSWERED) {
      problems.push(
        `${side.key}.seats.${debateId}: ${open.length} arguments no opponent's argument attacks or concedes (at most ${MAX_UNANSWERED}): ${open.join(', ')}`,
      );
    }
  }
}
