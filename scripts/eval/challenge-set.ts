// The evaluation sets of `npm run eval:debate`: challenges a visitor might put, each labelled with the issue of the
// debate it is about (docs/architecture.md section 5). The tuned-on ones are the debates' own (`asked` in
// server/content); the held-out ones, here, are written blind and never learnt from.
import type { AskedInput } from '../../server/content/schema';

export type EvalChallenge = AskedInput;
