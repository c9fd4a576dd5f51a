import { contentWith } from './knowledge/drafts';
const all = ['ai-consciousness-debate','capitalism-debate','privacy-surveillance-debate','simulation-reality-debate','gender-nature-debate','climate-progress-debate','cancel-culture-debate','social-media-humanity-debate','death-meaning-debate'];
const content = await contentWith(all);
const gists: string[] = [];
for (const c of content.contents) for (const m of c.members) for (const a of (m.seat as any).arguments ?? []) gists.push(a.gist);
const words = gists.map((g) => g.split(' ').length).sort((a, b) => a - b);
console.log(gists.length, 'median words', words[words.length >> 1]);
const withComma = gists.filter((g) => g.includes(','));
console.log('with comma', withComma.length);
const cuts: Record<string, number> = {};
for (const g of withComma) { const m = g.match(/, (\w+)/); if (m) cuts[m[1]!] = (cuts[m[1]!] ?? 0) + 1; }
console.log(Object.entries(cuts).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([w, n]) => `${w}:${n}`).join(' '));
const CUT = /,\s+(?:not|so|since|which|while|but|because|though|although|yet|however|rather than|only|never|leaving|making|turning|without|given|whereas|unless|for)\b.*$/;
let changed = 0;
const lines: string[] = [];
for (const g of gists) {
  const short = g.replace(CUT, '');
  if (short !== g && short.split(' ').length >= 5) { changed++; lines.push(`${g}\n   -> ${short}`); }
}
console.log('changed', changed);
for (const l of lines.filter((_, i) => i % 7 === 0).slice(0, 40)) console.log(l);
