import { describe, expect, it } from 'vitest';
import * as debatesDomain from './index';

describe('the debates public API', () => {
  it('exports the data and functions other parts rely on', () => {
    expect(Object.keys(debatesDomain).sort()).toEqual([
      'ARSENAL_SLOTS',
      'EXPRESSION_REFRESH_MAX_MS',
      'EXPRESSION_REFRESH_MIN_MS',
      'arenaConfigs',
      'arsenalTemplates',
      'challengePagesFor',
      'debateCategories',
      'debates',
      'debatesInCategory',
      'expressions',
      'getArenaConfig',
      'getDebate',
      'nextExpressionDelay',
      'pickExpression',
      'surnameOf',
    ]);
  });
});
