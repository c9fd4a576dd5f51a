import { describe, expect, it } from 'vitest';
import { MemoryFile, OutputCapture } from './memory-file';

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);

describe('MemoryFile', () => {
  it('overwrites in place and grows at the end', () => {
    const file = new MemoryFile();
    file.write(0, bytes(1, 2, 3, 4));
    file.write(2, bytes(9, 9, 9));
    expect(Array.from(file.contents())).toEqual([1, 2, 9, 9, 9]);
  });

  it('fills a gap left by writing past the end with zeros, even after a truncate', () => {
    const file = new MemoryFile();
    file.write(0, bytes(7, 7, 7, 7));
    file.truncate();
    file.write(2, bytes(5));
    expect(Array.from(file.contents())).toEqual([0, 0, 5]);
  });

  it('reads what is there and no further', () => {
    const file = new MemoryFile();
    file.write(0, bytes(1, 2, 3));
    expect(Array.from(file.read(1, 10))).toEqual([2, 3]);
    expect(file.read(5, 2).length).toBe(0);
  });

  it('keeps large writes whole', () => {
    const file = new MemoryFile();
    const big = new Uint8Array(100_000).map((_, i) => i % 251);
    file.write(0, big.subarray(0, 10));
    file.write(10, big.subarray(10));
    expect(file.contents()).toEqual(big);
  });
});

describe('OutputCapture', () => {
  it('keeps text up to its limit', () => {
    const capture = new OutputCapture(8);
    capture.write(Buffer.from('hello '));
    capture.write(Buffer.from('world'));
    capture.write(Buffer.from('!'));
    expect(capture.text()).toBe('hello wo');
  });
});
