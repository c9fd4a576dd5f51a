import { socrates } from '../../src/debates/knowledge/socrates';
import { nietzsche } from '../../src/debates/knowledge/nietzsche';
const S: any = (socrates as any).seats['morality-debate'];
const N: any = (nietzsche as any).seats['morality-debate'];
const nmap = new Map(N.arguments.map((a: any) => [a.id, a]));
const mode = process.argv[2];
if (mode === 'openings') {
  const firsts = new Map<string, string[]>();
  for (const a of S.arguments) for (const f of ['claim','support','premise','implication','followUp'] as const) {
    const k = f + ':' + a[f].split(/\s+/).slice(0, 2).join(' ').toLowerCase();
    firsts.set(k, [...(firsts.get(k) ?? []), a.id]);
  }
  for (const [k, v] of firsts) if (v.length > 1) console.log(k, v.length, v.join(' '));
}
if (mode === 'rebut') {
  let i = 0;
  for (const a of S.arguments) {
    for (const t of a.attacks) { const g: any = nmap.get(t); const tpl = (socrates as any).style.rebuttals[i++ % 10];
      console.log(`[${t} -> ${a.id}]\n  ${tpl.replace('{name}','Nietzsche').replace('{gist}', g.gist)} ${a.claim}\n`); }
    for (const t of a.concedes) { const g: any = nmap.get(t); const tpl = (socrates as any).style.concessions[i++ % 5];
      console.log(`[CONCEDE ${t} -> ${a.id}]\n  ${tpl.replace('{name}','Nietzsche').replace('{gist}', g.gist)} ${a.claim}\n`); }
  }
}
if (mode === 'nrebut') {
  const smap = new Map(S.arguments.map((a: any) => [a.id, a]));
  for (const a of N.arguments) for (const t of [...a.attacks, ...a.concedes]) {
    const g: any = smap.get(t); if (!g) { console.log('??', t); continue; }
    console.log(`[${t} -> ${a.id}] Socrates holds that ${g.gist}. // ${a.claim}`);
  }
}
if (mode === 'verify') {
  const nids = new Set(N.arguments.map((a: any) => a.id));
  const covered = new Set<string>();
  for (const a of S.arguments) for (const t of [...a.attacks, ...a.concedes]) { if (!nids.has(t)) console.log('unknown', a.id, t); covered.add(t); }
  console.log('uncovered N:', [...nids].filter((n) => !covered.has(n as string)));
  console.log('S without links:', S.arguments.filter((a: any) => a.attacks.length + a.concedes.length === 0).map((a: any) => a.id));
  const sids = new Set(S.arguments.map((a: any) => a.id));
  const hit = new Set<string>();
  for (const a of N.arguments) for (const t of [...a.attacks, ...a.concedes]) { if (!sids.has(t)) console.log('N targets unknown', a.id, t); hit.add(t); }
  console.log('S args not answered by N:', [...sids].filter((x) => !hit.has(x as string)));
  const issues = new Map<string, number>(); for (const a of S.arguments) issues.set(a.issue, (issues.get(a.issue) ?? 0) + 1);
  console.log(Object.fromEntries(issues), S.arguments.length, 'terms', S.terms.length, 'stances', S.stances.length);
}
if (mode === 'read') for (const a of S.arguments) console.log(`${a.id}: ${a.claim} ${a.support} || ${a.followUp}`);
