// What the local platform's recogniser makes of each philosopher's name: each name is spoken by flite in several
// voices and carrier phrases, then recognised by pocketsphinx, as a visitor's challenge would be. The knowledge's
// `aliases` come from this. Usage: npx tsx scripts/knowledge/hear-names.ts [--generic] [--weight W] [name ...]
import { debateAssistants } from '../../server/content/platform';
import { earsOptionsFromArgs, HEARING_VOICES, withEars } from './ears';

// Phrasings that are not in the debate language model's text (spoken-corpus.ts), so the count is not flattered.
const CARRIERS = ['{name}, tell me plainly.', 'Why does {name} believe that?', 'So, {name}, are you sure?'];

const args = process.argv.slice(2);
const asked = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--weight');
const names = asked.length > 0 ? asked : debateAssistants.map((a) => a.name);
let heardAsThemselves = 0;
let spoken = 0;
await withEars(async (hear) => {
  for (const name of names) {
    const heard = new Map<string, number>();
    let asItself = 0;
    let total = 0;
    for (const carrier of CARRIERS) {
      for (const voice of HEARING_VOICES) {
        const { text } = await hear(carrier.replace('{name}', name), voice);
        total += 1;
        // The recogniser writes words, never a hyphen: "Jean-Jacques" is heard right as "jean jacques".
        if (new RegExp(`\\b${name.toLowerCase().replace(/-/g, ' ')}\\b`).test(text)) asItself += 1;
        heard.set(text, (heard.get(text) ?? 0) + 1);
      }
    }
    heardAsThemselves += asItself;
    spoken += total;
    console.log(`${name}: heard as itself in ${asItself} of ${total}`);
    for (const [text, count] of [...heard].sort((a, b) => b[1] - a[1])) console.log(`  ${count} x "${text}"`);
  }
  console.log(`all names: heard as themselves in ${heardAsThemselves} of ${spoken}`);
}, earsOptionsFromArgs(args));
