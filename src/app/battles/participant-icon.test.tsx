// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhilosopherColor } from '../../debates';
import { colorClass, ParticipantIcon } from './participant-icon';

afterEach(cleanup);

function iconOf(color: PhilosopherColor | undefined, size?: number): SVGElement {
  const { container } = render(<ParticipantIcon color={color} size={size} />);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no icon');
  return svg;
}

describe('ParticipantIcon', () => {
  it.each([
    ['emerald', 'lucide-message-circle'],
    ['red', 'lucide-flame'],
    ['blue', 'lucide-brain'],
    ['purple', 'lucide-zap'],
    ['amber', 'lucide-scale'],
    [undefined, 'lucide-drama'],
  ] as const)('%s shows %s, tinted by its colour class and hidden from assistive tech', (color, icon) => {
    const svg = iconOf(color);
    expect(svg.classList.contains(icon)).toBe(true);
    expect(svg.classList.contains(colorClass(color))).toBe(true);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
  });

  it('is 20 px by default and takes a size', () => {
    expect(iconOf('red').getAttribute('width')).toBe('20');
    expect(iconOf('red', 32).getAttribute('width')).toBe('32');
  });
});

describe('colorClass', () => {
  it('names one class per colour, and a default for an unknown participant', () => {
    expect(colorClass('emerald')).toBe('color-emerald');
    expect(colorClass('red')).toBe('color-red');
    expect(colorClass('blue')).toBe('color-blue');
    expect(colorClass('purple')).toBe('color-purple');
    expect(colorClass('amber')).toBe('color-amber');
    expect(colorClass(undefined)).toBe('color-default');
  });
});
