// The whole catalogue, drafts included, as the server would load it once every debate is in: its knowledge checks,
// and the recogniser starts with its corpus and every debate's pronunciations (a draft's own words are otherwise
// first tried by the server that lets it in).
import { describe, expect, it } from 'vitest';
import { pronunciationsOf } from '../../server/content/pronunciations';
import { DEBATE_MODEL_WEIGHT, debateLanguageModel } from '../../server/debate/spoken-corpus';
import { loadRecognitionModel, recognizerFiles } from '../../server/speech/recognition';
import { debates } from '../../src/debates/catalogue';
import { contentWith, knowledgeOf } from './drafts';

const files = recognizerFiles();
const everyDebate = debates.map((debate) => debate.id);

describe('the whole catalogue, drafts included', () => {
  it.skipIf(!files)(
    "starts the recogniser with every debate's corpus and pronunciations",
    async () => {
      const found = files as NonNullable<typeof files>;
      const content = await contentWith(everyDebate);
      expect(content.contents.map((c) => c.topic.debateId).sort()).toEqual([...everyDebate].sort());
      const knowledge = knowledgeOf(content, everyDebate);
      const domain = debateLanguageModel(knowledge, DEBATE_MODEL_WEIGHT, pronunciationsOf(content.contents));
      const model = loadRecognitionModel(found.libPath, found.modelDir, domain);
      try {
        expect(model.openDecoder()).toBeDefined();
      } finally {
        model.free();
      }
    },
    120_000,
  );
});
