// What the local platform's recogniser makes of each philosopher's name: each name is spoken by flite in several
// voices and carrier phrases, then recognised by pocketsphinx, as a visitor's challenge would be. The knowledge's
// `aliases` come from this. Usage: npx tsx scripts/knowledge/hear-names.ts [name ...]
import { debateAssistants } from '../../src/debates/platform';
import { HEARING_VOICES, withEars } from './ears';

const CARRIERS = [
  '{name}, what do you think?',
  'What would {name} say about that?',
  'I have a question for {name}.',
];

const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : debateAssistants.map((a) => a.name);
await withEars(async (hear) => {
  for (const name of names) {
    const heard = new Map<string, number>();
    let asItself = 0;
    let total = 0;
    for (const carrier of CARRIERS) {
      for (const voice of HEARING_VOICES) {
        const text = await hear(carrier.replace('{name}', name), voice);
        total += 1;
        if (new RegExp(`\\b${name.toLowerCase()}\\b`).test(text)) asItself += 1;
        heard.set(text, (heard.get(text) ?? 0) + 1);
      }
    }
    console.log(`${name}: heard as itself in ${asItself} of ${total}`);
    for (const [text, count] of [...heard].sort((a, b) => b[1] - a[1])) console.log(`  ${count} x "${text}"`);
  }
});
