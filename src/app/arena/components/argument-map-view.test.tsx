// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleMap } from '../testing/sample-map';
import { ArgumentMapView } from './argument-map-view';

afterEach(cleanup);

describe('ArgumentMapView', () => {
  it('draws the diagram and gives the same content as a list, and saves the diagram as an image', () => {
    render(<ArgumentMapView map={sampleMap} fileStem="dialectic-club-knowledge-debate" />);
    const region = screen.getByRole('region', { name: 'The argument map' });
    const diagram = within(region).getByRole('img', { name: /Diagram of 1 exchange:/ });
    expect(diagram.querySelectorAll('rect[rx]')).toHaveLength(3);
    expect(diagram.querySelectorAll('path[marker-end]')).toHaveLength(2);
    // Each box's text, broken over lines, still reads as its words: a point is found whole.
    const point = sampleMap.exchanges[0]?.claims[0]?.point ?? '';
    expect(point.split(' ').length).toBeGreaterThan(6);
    expect(diagram.textContent).toContain(point);
    const list = within(region).getByRole('list', { name: 'The argument, exchange by exchange' });
    expect(list.textContent).toContain("Gottfried Wilhelm Leibniz attacks David Hume's point");
    expect(list.textContent).toContain('Left unanswered.');
    expect(within(region).getByRole('button', { name: 'Save image of the argument map' })).toBeTruthy();
  });

  it("has a legend for every colour of arrow it draws, amber's that take up the challenge first", () => {
    const { container } = render(<ArgumentMapView map={sampleMap} fileStem="x" />);
    const legend = container.querySelector('.argument-map__legend')?.textContent ?? '';
    const colours = new Set(
      [...container.querySelectorAll('path[marker-end]')].map((p) => p.getAttribute('stroke')),
    );
    // Amber #e0a030 and red #e5534b in the sample: each named in the legend.
    expect(colours).toEqual(new Set(['#e0a030', '#e5534b']));
    expect(legend).toMatch(/^Amber arrows take up the challenge; red ones attack/);
    expect(legend).toMatch(/green ones grant it, grey ones\s+answer beside it/);
  });
});
