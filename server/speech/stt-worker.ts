// The pocketsphinx worker of stt.ts: loads the model once, then decodes one utterance per request.
import { workerData } from 'node:worker_threads';
import { openDecoder } from './pocketsphinx';
import { serveWorkerRequests } from './worker-serve';

export interface SttWorkerData {
  libPath: string;
  modelDir: string;
}

const { libPath, modelDir } = workerData as SttWorkerData;

await serveWorkerRequests<Int16Array, string>(() => {
  const decoder = openDecoder(libPath, modelDir);
  return {
    handle: (pcm) => decoder.decode(pcm),
    dispose: () => decoder.free(),
  };
});
