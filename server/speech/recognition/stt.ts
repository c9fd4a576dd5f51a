import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultWorkerCount, startWorkers } from '../../workers/worker-pool';
import { startWorkerRpc } from '../../workers/worker-rpc';
import { SpeechError, speechWorkerError } from '../speech-error';
import { modelFiles, type DomainLanguageModel } from './pocketsphinx';
import { createStreamingRecognizer, type StreamingRecognizer } from './recognition-streams';
import type { Heard, SttRequest, SttWorkerData } from './stt-worker';

export const POCKETSPHINX_INSTALL = 'sudo apt-get install -y libpocketsphinx3 pocketsphinx-en-us';
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const LIBRARY_NAME = 'libpocketsphinx.so.3';
const MULTIARCH: Partial<Record<NodeJS.Architecture, string>> = {
  x64: 'x86_64-linux-gnu',
  arm64: 'aarch64-linux-gnu',
  arm: 'arm-linux-gnueabihf',
};

export type SpeechRecognitionStatus =
  { available: true } | { available: false; reason: string; install: string };

export interface RecognizerOptions {
  /** A directory with en-us/, en-us.lm.bin and cmudict-en-us.dict; else POCKETSPHINX_MODEL_DIR, else Debian's. */
  modelDir?: string;
  /** Our debates' own language model, mixed with the generic one; without it, the generic model alone. */
  domain?: DomainLanguageModel;
  /** How many decoding workers; one per core by default (at most 4). */
  workers?: number;
}

/** Hears utterances as they are spoken (see recognition-streams.ts). */
export type Recognizer = StreamingRecognizer;

function libraryCandidates(): string[] {
  const multiarch = MULTIARCH[process.arch];
  const dirs = [
    ...(multiarch ? [`/usr/lib/${multiarch}`, `/lib/${multiarch}`] : []),
    '/usr/lib64',
    '/usr/lib',
    '/usr/local/lib',
  ];
  return dirs.map((dir) => join(dir, LIBRARY_NAME));
}

type Located<T> = { found: T } | { missing: string };

function locateLibrary(): Located<string> {
  const override = process.env.POCKETSPHINX_LIB;
  if (override) {
    return existsSync(override)
      ? { found: override }
      : { missing: `POCKETSPHINX_LIB=${override} does not exist` };
  }
  const candidates = libraryCandidates();
  const found = candidates.find((path) => existsSync(path));
  return found ? { found } : { missing: `${LIBRARY_NAME} was not found in ${candidates.join(', ')}` };
}

function locateModel(modelDir: string): Located<string> {
  const missing = Object.values(modelFiles(modelDir)).filter((path) => !existsSync(path));
  return missing.length === 0
    ? { found: modelDir }
    : { missing: `the pocketsphinx en-us model is incomplete: ${missing.join(', ')} not found` };
}

function resolveModelDir(options: RecognizerOptions): string {
  return options.modelDir ?? process.env.POCKETSPHINX_MODEL_DIR ?? DEFAULT_MODEL_DIR;
}

function locate(options: RecognizerOptions): Located<SttWorkerData> {
  const library = locateLibrary();
  if ('missing' in library) return library;
  const model = locateModel(resolveModelDir(options));
  if ('missing' in model) return model;
  return { found: { libPath: library.found, modelDir: model.found } };
}

/** Where pocketsphinx and its model are, for a decoder opened directly; undefined when they are missing. */
export function recognizerFiles(options: RecognizerOptions = {}): SttWorkerData | undefined {
  const located = locate(options);
  return 'found' in located ? located.found : undefined;
}

/** Whether pocketsphinx and its model are installed; cheap (a few file checks), safe to call at start. */
export function speechRecognitionStatus(options: RecognizerOptions = {}): SpeechRecognitionStatus {
  const located = locate(options);
  return 'found' in located
    ? { available: true }
    : { available: false, reason: located.missing, install: POCKETSPHINX_INSTALL };
}

const STT_WORKER = new URL('./stt-worker.ts', import.meta.url);

/**
 * Starts long-lived workers, one per core by default, that load the pocketsphinx model once and decode the
 * utterances streamed to them off the event loop. Rejects with SpeechError 'unavailable' (with the install
 * command) when pocketsphinx is missing.
 */
export async function createRecognizer(options: RecognizerOptions = {}): Promise<Recognizer> {
  const located = locate(options);
  if ('missing' in located) {
    throw new SpeechError(
      'unavailable',
      `Speech recognition is unavailable: ${located.missing}. Install it with: ${POCKETSPHINX_INSTALL}`,
    );
  }
  const workerData = { ...located.found, ...(options.domain && { domain: options.domain }) };
  const workers = await startWorkers(options.workers ?? defaultWorkerCount(), () =>
    startWorkerRpc<SttRequest, Heard>(STT_WORKER, {
      name: 'speech recognition',
      workerData,
      error: speechWorkerError('recognition-failed'),
    }),
  );
  return createStreamingRecognizer(workers);
}
