// Speech synthesis's public face: flite in worker threads under our own WASI host, a voice per person, a cache
// shared between calls (docs/architecture.md section 5). The rest of the server imports this file.
export type { LocalVoice } from './flite-args';
export { createSynthesizer, type Synthesizer } from './tts';
