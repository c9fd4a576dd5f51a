// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VolumeMeter } from './volume-meter';

afterEach(cleanup);

describe('VolumeMeter', () => {
  it('is a named meter from 0 to 1 with the level rounded to 2 decimals', () => {
    render(<VolumeMeter level={0.34567} peak={0.9} />);
    const meter = screen.getByRole('meter', { name: 'Debate audio level' });
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('1');
    expect(meter.getAttribute('aria-valuenow')).toBe('0.35');
  });

  it('exposes the peak with 3 decimals for the browser tests', () => {
    const view = render(<VolumeMeter level={0} peak={0} />);
    const meter = screen.getByRole('meter');
    expect(meter.getAttribute('data-peak-level')).toBe('0.000');
    view.rerender(<VolumeMeter level={0.2} peak={0.61234} />);
    expect(meter.getAttribute('data-peak-level')).toBe('0.612');
  });

  it('keeps the shown level within 0 and 1', () => {
    const view = render(<VolumeMeter level={1.7} peak={1} />);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('1');
    view.rerender(<VolumeMeter level={-0.2} peak={1} />);
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('0');
  });
});
