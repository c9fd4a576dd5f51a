// The pocketsphinx worker of stt.ts: loads the model once, then decodes one utterance per request.
import { workerData } from 'node:worker_threads';
import { openDecoder, type DomainLanguageModel } from './pocketsphinx';
import { serveWorkerRequests } from './worker-serve';

export interface SttWorkerData {
  libPath: string;
  modelDir: string;
  domain?: DomainLanguageModel;
}

const { libPath, modelDir, domain } = workerData as SttWorkerData;

await serveWorkerRequests<Int16Array, string>(() => {
  const decoder = openDecoder(libPath, modelDir, domain);
  return {
    handle: (pcm) => decoder.decode(pcm),
    dispose: () => decoder.free(),
  };
});
