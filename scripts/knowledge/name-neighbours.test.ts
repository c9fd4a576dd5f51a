import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_DIR, modelFiles } from '../../server/speech/recognition';
import { madeNeighbours, NEIGHBOURS_FILE } from './name-neighbours';

describe('the words a slip from each surname (server/content/name-neighbours.json)', () => {
  const modelDir = process.env.POCKETSPHINX_MODEL_DIR ?? DEFAULT_MODEL_DIR;
  it.skipIf(!existsSync(modelFiles(modelDir).dict))(
    'are as the dictionaries and the people make them: npm run content:names after a new philosopher',
    async () => {
      expect(readFileSync(NEIGHBOURS_FILE, 'utf8')).toBe(await madeNeighbours(modelDir));
    },
  );

  it("keep words of the language apart from the dictionary's surnames", async () => {
    const neighbours = JSON.parse(readFileSync(NEIGHBOURS_FILE, 'utf8')) as Record<string, string[]>;
    expect(neighbours.turing).toEqual(expect.arrayContaining(['touring', 'turin', 'tuning']));
    expect(neighbours.spinoza).not.toContain('spinosa');
  });
});
