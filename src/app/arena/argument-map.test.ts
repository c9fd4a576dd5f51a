import { describe, expect, it } from 'vitest';
import { argumentMapMarkdown, layoutMap, MAP_WIDTH, wrap } from './argument-map';
import { sampleMap } from './testing/sample-map';

describe('the argument map, as the recap draws it and the visitor takes it home', () => {
  it('writes each exchange, who claimed what, what attacked what and what was left unanswered, then the verdict', () => {
    expect(argumentMapMarkdown(sampleMap)).toBe(
      [
        '## The argument map',
        '',
        '### 1. You asked: "Hume, how do you know the sun will rise tomorrow?"',
        '',
        '*Issue: How do we know the future?*',
        '',
        '- David Hume claims that custom, not reason, makes us expect the sun.',
        "- Gottfried Wilhelm Leibniz attacks David Hume's point, and holds that reason shows that nature keeps an order. **(left unanswered)**",
        '',
        '## The verdict',
        '',
        'Let me close the debate with a verdict. Leibniz made the stronger case today.',
        '',
      ].join('\n'),
    );
  });

  it("escapes the visitor's markup in the challenge it heads an exchange with", () => {
    const exchange = { ...sampleMap.exchanges[0], challenge: 'Is [this](javascript:x) <b>it</b>?' };
    const markdown = argumentMapMarkdown({
      ...sampleMap,
      exchanges: [exchange as (typeof sampleMap.exchanges)[0]],
    });
    expect(markdown).toContain('### 1. You asked: "Is \\[this\\](javascript:x) \\<b\\>it\\</b\\>?"');
  });

  it('lays the diagram out in one column: boxes that never overlap, an arrow from each reply to the claim it answers', () => {
    const layout = layoutMap(sampleMap);
    expect(layout.nodes.map((n) => n.id)).toEqual(['x1', 'c1', 'c2']);
    expect(layout.edges).toEqual([
      { from: 'c1', to: 'x1', label: 'takes up' },
      { from: 'c2', to: 'c1', label: 'attacks' },
    ]);
    for (const [a, b] of layout.nodes.slice(1).map((n, i) => [layout.nodes[i], n] as const)) {
      expect(b.y).toBeGreaterThanOrEqual((a?.y ?? 0) + (a?.height ?? 0));
    }
    for (const node of layout.nodes) {
      expect(node.x + node.width).toBeLessThanOrEqual(MAP_WIDTH);
      expect(node.y + node.height).toBeLessThanOrEqual(layout.height);
    }
    expect(layout.nodes.find((n) => n.id === 'c2')?.unanswered).toBe(true);
  });

  it('wraps text to the line length, keeping every word', () => {
    const text = 'the history of a value cannot settle whether the value is true or good';
    const lines = wrap(text, 20);
    expect(lines.every((line) => line.length <= 20)).toBe(true);
    expect(lines.join(' ')).toBe(text);
    expect(wrap('incomprehensibilities', 5)).toEqual(['incomprehensibilities']);
  });
});
