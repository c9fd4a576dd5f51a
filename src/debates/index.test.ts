import { describe, expect, it } from 'vitest';
import * as debatesDomain from './index';

describe('the debates public API', () => {
  it('exports the data and functions other parts rely on', () => {
    expect(Object.keys(debatesDomain).sort()).toEqual([
      'EXPRESSION_REFRESH_MAX_MS',
      'EXPRESSION_REFRESH_MIN_MS',
      'arenaConfigs',
      'challengePages',
      'debateAssistants',
      'debateCategories',
      'debateSquads',
      'debates',
      'debatesInCategory',
      'expressions',
      'getArenaConfig',
      'getAssistant',
      'getDebate',
      'getSquad',
      'nextExpressionDelay',
      'pickExpression',
      'toCreateSquadDto',
    ]);
  });
});
