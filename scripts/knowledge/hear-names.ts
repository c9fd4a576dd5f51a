// What the local platform's recogniser makes of each philosopher's name: each name is spoken in several carrier
// phrases, by flite's voices (the project's own) and by voices held out of all tuning (espeak-ng's and Festival's,
// over a quiet room's noise), then recognised by pocketsphinx as a visitor's challenge would be, each voice one
// visitor. The knowledge's `aliases` come from the flite figures; the held-out ones are the honest ones.
// Usage: npx tsx scripts/knowledge/hear-names.ts [--generic] [--weight W] [--surnames] [name ...]
//   --surnames  each name by its last word alone ("Foucault" for "Michel Foucault"), as visitors often say it
import { debateAssistants } from '../../server/content/platform';
import { earsOptionsFromArgs, HEARING_VOICES, voiceName, withEars, type HearingVoice } from './ears';
import { HELD_OUT_VOICES, heldOutVoicesStatus } from './held-out-voices';
import { NAME_CARRIERS, NAME_LAST } from './name-carriers';

const args = process.argv.slice(2);
const surnames = args.includes('--surnames');
const asked = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--weight');
const fullNames = asked.length > 0 ? asked : [...new Set(debateAssistants.map((a) => a.name))];
const names = surnames ? [...new Set(fullNames.map((name) => name.split(' ').at(-1) as string))] : fullNames;

const heldOut = await heldOutVoicesStatus();
if (!heldOut.available) console.error(`Held-out voices skipped: ${heldOut.reason}`);
const families: { name: string; voices: readonly HearingVoice[] }[] = [
  { name: 'flite (tuned on)', voices: HEARING_VOICES },
  ...(heldOut.available ? [{ name: 'espeak-ng and Festival (held out)', voices: HELD_OUT_VOICES }] : []),
];

interface Tally {
  heard: number;
  said: number;
}
const tally = (): Tally => ({ heard: 0, said: 0 });
const totals = new Map(families.map((family) => [family.name, { all: tally(), atTheEnd: tally() }]));

await withEars(async (hear) => {
  for (const name of names) {
    // The recogniser writes words, never a hyphen: "Jean-Jacques" is heard right as "jean jacques".
    const itself = new RegExp(`\\b${name.toLowerCase().replace(/-/g, ' ')}\\b`);
    for (const family of families) {
      const total = totals.get(family.name) as { all: Tally; atTheEnd: Tally };
      const misses: string[] = [];
      let heard = 0;
      let said = 0;
      for (const [c, carrier] of NAME_CARRIERS.entries()) {
        for (const voice of family.voices) {
          const { text } = await hear(carrier.replace('{name}', name), voice);
          const right = itself.test(text);
          said += 1;
          if (right) heard += 1;
          else misses.push(`${voiceName(voice)}: "${text}"`);
          for (const t of c === NAME_LAST ? [total.all, total.atTheEnd] : [total.all]) {
            t.said += 1;
            if (right) t.heard += 1;
          }
        }
      }
      console.log(`${name}, ${family.name}: heard as itself in ${heard} of ${said}`);
      for (const miss of misses) console.log(`  ${miss}`);
    }
  }
}, earsOptionsFromArgs(args));

const percent = ({ heard, said }: Tally): string =>
  `${heard} of ${said} (${((100 * heard) / Math.max(1, said)).toFixed(0)} %)`;
for (const [family, { all, atTheEnd }] of totals) {
  console.log(
    `${family}: names heard as themselves in ${percent(all)}; at the end of a sentence ${percent(atTheEnd)}`,
  );
}
