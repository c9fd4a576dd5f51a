import { checkKnowledge } from '../../src/debates/knowledge/check';
import { philosopherModules, topicModules } from '../../src/debates/knowledge';
const patched = topicModules.map((t: any) => ({ ...t, issues: t.issues.map((i: any) => ({
  ...i,
  cues: i.cues ?? Array.from({ length: 20 }, (_, k) => 'cue ' + 'abcdefghijklmnopqrstu'[k]),
  examples: i.examples ?? Array.from({ length: 12 }, () => 'Is this an example question?'),
})) }));
try { checkKnowledge(patched, philosopherModules); console.log('valid'); }
catch (e) { const lines = (e as Error).message.split('\n').filter((l) => /socrates|aristotle|morality/.test(l)); console.log(lines.join('\n') || 'no problem in socrates/aristotle/morality'); }
