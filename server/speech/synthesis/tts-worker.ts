// The flite worker of tts.ts: compiles flite.wasm once, then runs it as a WASI command per utterance.
import { readFile } from 'node:fs/promises';
import { workerData } from 'node:worker_threads';
import { serveWorkerRequests } from '../../workers/worker-serve';
import { decodeWav, resampleLinear, SAMPLE_RATE } from '../pcm';
import { fliteArgs, type LocalVoice } from './flite-args';
import { prepareWasiCommand, type PreparedWasiCommand } from './wasi-command';

export interface SynthesisRequest {
  text: string;
  voice: LocalVoice;
}

export interface TtsWorkerData {
  wasmPath: string;
}

// flite writes its WAV into this guest directory, which exists only in memory.
const OUT_DIR = '/out';
const WAV_NAME = 'utterance.wav';

function synthesize(
  command: PreparedWasiCommand,
  { text, voice }: SynthesisRequest,
): Int16Array<ArrayBuffer> {
  const { exitCode, stderr, files } = command.run({
    args: fliteArgs(text, voice, `${OUT_DIR}/${WAV_NAME}`),
    outDir: OUT_DIR,
  });
  // flite exits 0 even when it cannot write its output, so the file itself is the proof of success.
  const wav = files.get(WAV_NAME);
  if (exitCode !== 0 || !wav || wav.length === 0) {
    const said = stderr.trim();
    throw new Error(`flite failed (exit code ${exitCode})${said ? `: ${said}` : ''}`);
  }
  const { pcm, sampleRate } = decodeWav(Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength));
  return sampleRate === SAMPLE_RATE ? pcm : resampleLinear(pcm, sampleRate, SAMPLE_RATE);
}

const { wasmPath } = workerData as TtsWorkerData;

await serveWorkerRequests<SynthesisRequest, Int16Array<ArrayBuffer>>(async () => {
  const module = await WebAssembly.compile(await readFile(wasmPath));
  // A WASI command runs once per instance, and instantiating flite takes ~15 ms: the next one is made while the
  // worker is idle, so that a sentence waits only for its own synthesis.
  let next: PreparedWasiCommand | undefined;
  return {
    handle: (request) => {
      const command = next ?? prepareWasiCommand(module);
      next = undefined;
      return synthesize(command, request);
    },
    transfer: (pcm) => [pcm.buffer],
    prepare: () => {
      next ??= prepareWasiCommand(module);
      return false;
    },
  };
});
