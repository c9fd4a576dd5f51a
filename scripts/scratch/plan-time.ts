import { engine, membersOf } from '../../server/debate/testing/real-debate';
import { runScript } from '../../server/debate/testing/debate-script';
const TYPED = [
  'Is pity a virtue or a weakness?',
  'Socrates, is it better to suffer injustice than to do it?',
  'Nietzsche, where did our values come from?',
  'Does morality need God?',
  'Can suffering be good for us?',
  'Are all people equal in worth?',
  'Is honesty always good?',
];
const steps = [...TYPED, ...TYPED].map((visitor) => ({ visitor }));
const members = membersOf('morality-debate');
await runScript(engine, members, steps.slice(0, 3));
const t = performance.now();
const firsts: number[] = [];
for (let i = 0; i < Number(process.env.N ?? 20); i++) {
  const d = await runScript(engine, members, steps);
  for (const turns of d.byStep) if (turns[0]) firsts.push(turns[0].firstSentenceMs);
}
firsts.sort((a, b) => a - b);
console.log('total ms', (performance.now() - t).toFixed(0), 'challenge first sentence ms median', firsts[Math.floor(firsts.length / 2)]?.toFixed(2), 'p90', firsts[Math.floor(firsts.length * 0.9)]?.toFixed(2));
