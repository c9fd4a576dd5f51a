import { createSynthesizer } from '../../server/speech/synthesis';
import { debateAssistants } from '../../server/content/platform';
const synth = await createSynthesizer({ workers: 1, cacheBytes: 0 });
const phrases = ['Friend, consider what you just said.', 'Hardly.', 'So you want to know where values come from?', 'Socrates, that is a fine question,', 'Help me see it plainly:', 'Fear is the root of it,', 'Yes, and the herd agrees.', 'Think of the fox and the grapes.', 'How can you be so sure?', 'Suffering teaches, if anything does.', 'Where is the harm in it?', 'Very well,', 'Even so,'];
const rows: number[] = [];
const seen = new Set<string>();
for (const a of debateAssistants as any[]) {
  const v = a.metadata?.localVoice ?? a.localVoice; if (!v) continue;
  const key = JSON.stringify(v); if (seen.has(key)) continue; seen.add(key);
  for (const p of phrases) {
    const pcm = await synth.synthesize(p, v);
    const at = (lv: number) => { const i = pcm.findIndex((s) => Math.abs(s) >= lv); return i < 0 ? NaN : i / 16; };
    const a40 = at(328), a50 = at(104), a60 = at(33);
    rows.push(a40 - a60);
    if (a40 - a60 > 15) console.log(v.timbre, p, 'ms: -60dB', a60, '-50dB', a50, '-40dB', a40);
  }
}
rows.sort((a, b) => a - b);
console.log('gap -60 to -40 dBFS: median', rows[rows.length >> 1], 'p90', rows[Math.floor(rows.length * 0.9)], 'max', rows.at(-1), 'n', rows.length);
await synth.close();
