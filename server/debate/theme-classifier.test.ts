import { describe, expect, it } from 'vitest';
import { ThemeClassifier } from './theme-classifier';

describe('ThemeClassifier', () => {
  const theme = new ThemeClassifier(
    ['Are screens making us less human?', 'Is social media addictive?', 'Do likes make us less human?'],
    ['What time is it in Paris?', 'Is this app free?', 'What is the weather like today?'],
  );

  it("reads the theme's own words as on it", () => {
    expect(theme.logOdds("what does 'less human' even mean here?")).toBeGreaterThan(0);
  });

  it("reads another subject's words as off it", () => {
    expect(theme.logOdds('what time is it in Lisbon today?')).toBeLessThan(0);
  });

  it('reads a line of no word it knows as neither', () => {
    expect(theme.logOdds('zebra quokka')).toBe(0);
  });
});
