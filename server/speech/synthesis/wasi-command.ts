// A small in-memory WASI preview1 host for running a command-line program such as flite.wasm.
//
// Why not node:wasi: on Node 20 it leaks one file descriptor per instance with a preopened directory (a
// server that speaks thousands of lines runs out of them), and it aborts the process when V8 collects
// garbage inside its fast API calls (nodejs/node#52402). A command that needs only arguments, a clock,
// stdout/stderr and one writable directory is served here in plain JS, with nothing on disk.

import { MemoryFile, OutputCapture } from './memory-file';

/** WASI preview1 errno values used here. */
const ERRNO = {
  SUCCESS: 0,
  BADF: 8,
  EXIST: 20,
  FBIG: 22,
  INVAL: 28,
  ISDIR: 31,
  NOENT: 44,
  NOTSUP: 58,
  SPIPE: 70,
} as const;
const FILETYPE = { CHARACTER_DEVICE: 2, DIRECTORY: 3, REGULAR_FILE: 4 } as const;
const OFLAGS = { CREAT: 1, DIRECTORY: 2, EXCL: 4, TRUNC: 8 } as const;
const FDFLAG_APPEND = 1;
const WHENCE = { SET: 0, CUR: 1, END: 2 } as const;
const ALL_RIGHTS = (1n << 64n) - 1n;
const PREOPEN_FD = 3;
const MAX_STDIO_BYTES = 64 * 1024;
const DEFAULT_MAX_FILE_BYTES = 32 * 1024 * 1024;

export interface WasiCommandOptions {
  /** argv, the program name first. */
  args: readonly string[];
  /** The guest path of the one directory the program may create and write files in (kept in memory). */
  outDir: string;
  /** A write past this size fails with EFBIG. */
  maxFileBytes?: number;
}

export interface WasiCommandResult {
  exitCode: number;
  /** At most 64 KiB of each. */
  stdout: string;
  stderr: string;
  /** The files the program wrote in outDir, by name. */
  files: ReadonlyMap<string, Uint8Array>;
}

type Descriptor =
  | { kind: 'stdin' }
  | { kind: 'capture'; capture: OutputCapture }
  | { kind: 'dir' }
  | { kind: 'file'; file: MemoryFile; position: number; append: boolean };

class ProcExit extends Error {
  constructor(readonly code: number) {
    super(`proc_exit(${code})`);
  }
}

function isPlainName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !name.includes('/') && !name.includes('\0');
}

/** A command instantiated ahead of its run (instantiating flite takes ~15 ms): it runs once. */
export interface PreparedWasiCommand {
  /** Runs its `_start` to the end, synchronously, with these arguments; a second run throws. */
  run(options: WasiCommandOptions): WasiCommandResult;
}

/** Instantiates `module` and runs its `_start` to the end, synchronously. */
export function runWasiCommand(module: WebAssembly.Module, options: WasiCommandOptions): WasiCommandResult {
  return prepareWasiCommand(module).run(options);
}

/** Instantiates `module` now, to be run later. */
export function prepareWasiCommand(module: WebAssembly.Module): PreparedWasiCommand {
  const encoder = new TextEncoder();
  // Given by run(); the program reads them only once it runs.
  let maxFileBytes = DEFAULT_MAX_FILE_BYTES;
  let args: Uint8Array[] = [];
  let outDirName = new Uint8Array(0);
  const stdout = new OutputCapture(MAX_STDIO_BYTES);
  const stderr = new OutputCapture(MAX_STDIO_BYTES);
  const files = new Map<string, MemoryFile>();
  const fds = new Map<number, Descriptor>([
    [0, { kind: 'stdin' }],
    [1, { kind: 'capture', capture: stdout }],
    [2, { kind: 'capture', capture: stderr }],
    [PREOPEN_FD, { kind: 'dir' }],
  ]);
  let nextFd = PREOPEN_FD + 1;
  // Set once the instance exists; the imports below are created before it.
  const guest: { memory?: WebAssembly.Memory } = {};

  // The memory's buffer changes when it grows, so views are made afresh on every call.
  const view = (): DataView => {
    if (!guest.memory) throw new Error('WASI call before the instance exported its memory');
    return new DataView(guest.memory.buffer);
  };
  const bytesAt = (pointer: number, length: number): Uint8Array =>
    new Uint8Array(view().buffer, pointer, length);
  const iovecs = (pointer: number, count: number): { buf: number; len: number }[] => {
    const dv = view();
    return Array.from({ length: count }, (_, i) => ({
      buf: dv.getUint32(pointer + i * 8, true),
      len: dv.getUint32(pointer + i * 8 + 4, true),
    }));
  };

  const imports = {
    args_sizes_get(countPointer: number, bufferSizePointer: number): number {
      const dv = view();
      dv.setUint32(countPointer, args.length, true);
      dv.setUint32(
        bufferSizePointer,
        args.reduce((sum, arg) => sum + arg.length, 0),
        true,
      );
      return ERRNO.SUCCESS;
    },
    args_get(argvPointer: number, bufferPointer: number): number {
      const dv = view();
      let offset = bufferPointer;
      args.forEach((arg, i) => {
        dv.setUint32(argvPointer + i * 4, offset, true);
        bytesAt(offset, arg.length).set(arg);
        offset += arg.length;
      });
      return ERRNO.SUCCESS;
    },
    clock_time_get(clockId: number, _precision: bigint, timePointer: number): number {
      const REALTIME = 0;
      const now = clockId === REALTIME ? BigInt(Date.now()) * 1_000_000n : process.hrtime.bigint();
      view().setBigUint64(timePointer, now, true);
      return ERRNO.SUCCESS;
    },
    fd_prestat_get(fd: number, prestatPointer: number): number {
      if (fds.get(fd)?.kind !== 'dir') return ERRNO.BADF;
      const dv = view();
      dv.setUint8(prestatPointer, 0); // tag: directory
      dv.setUint32(prestatPointer + 4, outDirName.length, true);
      return ERRNO.SUCCESS;
    },
    fd_prestat_dir_name(fd: number, pathPointer: number, pathLength: number): number {
      if (fds.get(fd)?.kind !== 'dir') return ERRNO.BADF;
      if (pathLength < outDirName.length) return ERRNO.INVAL;
      bytesAt(pathPointer, outDirName.length).set(outDirName);
      return ERRNO.SUCCESS;
    },
    fd_fdstat_get(fd: number, statPointer: number): number {
      const descriptor = fds.get(fd);
      if (!descriptor) return ERRNO.BADF;
      const dv = view();
      const filetype =
        descriptor.kind === 'dir'
          ? FILETYPE.DIRECTORY
          : descriptor.kind === 'file'
            ? FILETYPE.REGULAR_FILE
            : FILETYPE.CHARACTER_DEVICE;
      dv.setUint8(statPointer, filetype);
      dv.setUint16(
        statPointer + 2,
        descriptor.kind === 'file' && descriptor.append ? FDFLAG_APPEND : 0,
        true,
      );
      dv.setBigUint64(statPointer + 8, ALL_RIGHTS, true);
      dv.setBigUint64(statPointer + 16, ALL_RIGHTS, true);
      return ERRNO.SUCCESS;
    },
    fd_fdstat_set_flags(fd: number, flags: number): number {
      const descriptor = fds.get(fd);
      if (!descriptor) return ERRNO.BADF;
      if (descriptor.kind === 'file') descriptor.append = (flags & FDFLAG_APPEND) !== 0;
      return ERRNO.SUCCESS;
    },
    path_open(
      dirFd: number,
      _lookupFlags: number,
      pathPointer: number,
      pathLength: number,
      openFlags: number,
      _rightsBase: bigint,
      _rightsInheriting: bigint,
      fdFlags: number,
      fdPointer: number,
    ): number {
      if (fds.get(dirFd)?.kind !== 'dir') return ERRNO.BADF;
      const name = Buffer.from(bytesAt(pathPointer, pathLength)).toString('utf8');
      if (name === '.' || (openFlags & OFLAGS.DIRECTORY) !== 0) return ERRNO.NOTSUP;
      if (!isPlainName(name)) return ERRNO.NOENT;
      let file = files.get(name);
      if (file && (openFlags & OFLAGS.EXCL) !== 0) return ERRNO.EXIST;
      if (!file) {
        if ((openFlags & OFLAGS.CREAT) === 0) return ERRNO.NOENT;
        file = new MemoryFile();
        files.set(name, file);
      }
      if ((openFlags & OFLAGS.TRUNC) !== 0) file.truncate();
      const fd = nextFd++;
      fds.set(fd, { kind: 'file', file, position: 0, append: (fdFlags & FDFLAG_APPEND) !== 0 });
      view().setUint32(fdPointer, fd, true);
      return ERRNO.SUCCESS;
    },
    fd_write(fd: number, iovsPointer: number, iovsCount: number, writtenPointer: number): number {
      const descriptor = fds.get(fd);
      if (!descriptor || descriptor.kind === 'stdin') return ERRNO.BADF;
      if (descriptor.kind === 'dir') return ERRNO.ISDIR;
      let written = 0;
      for (const { buf, len } of iovecs(iovsPointer, iovsCount)) {
        const data = bytesAt(buf, len);
        if (descriptor.kind === 'capture') {
          descriptor.capture.write(data);
        } else {
          const at = descriptor.append ? descriptor.file.size : descriptor.position;
          if (at + len > maxFileBytes) return ERRNO.FBIG;
          descriptor.file.write(at, data);
          descriptor.position = at + len;
        }
        written += len;
      }
      view().setUint32(writtenPointer, written, true);
      return ERRNO.SUCCESS;
    },
    fd_read(fd: number, iovsPointer: number, iovsCount: number, readPointer: number): number {
      const descriptor = fds.get(fd);
      if (!descriptor || descriptor.kind === 'capture') return ERRNO.BADF;
      if (descriptor.kind === 'dir') return ERRNO.ISDIR;
      let read = 0;
      // stdin is empty: the program gets its input from its arguments.
      if (descriptor.kind === 'file') {
        for (const { buf, len } of iovecs(iovsPointer, iovsCount)) {
          const chunk = descriptor.file.read(descriptor.position, len);
          bytesAt(buf, chunk.length).set(chunk);
          descriptor.position += chunk.length;
          read += chunk.length;
          if (chunk.length < len) break;
        }
      }
      view().setUint32(readPointer, read, true);
      return ERRNO.SUCCESS;
    },
    fd_seek(fd: number, offset: bigint, whence: number, newOffsetPointer: number): number {
      const descriptor = fds.get(fd);
      if (!descriptor) return ERRNO.BADF;
      if (descriptor.kind !== 'file') return ERRNO.SPIPE;
      const base =
        whence === WHENCE.SET
          ? 0
          : whence === WHENCE.CUR
            ? descriptor.position
            : whence === WHENCE.END
              ? descriptor.file.size
              : Number.NaN;
      const position = base + Number(offset);
      if (!Number.isSafeInteger(position) || position < 0) return ERRNO.INVAL;
      descriptor.position = position;
      view().setBigUint64(newOffsetPointer, BigInt(position), true);
      return ERRNO.SUCCESS;
    },
    fd_close(fd: number): number {
      if (!fds.has(fd)) return ERRNO.BADF;
      fds.delete(fd);
      return ERRNO.SUCCESS;
    },
    proc_exit(code: number): never {
      throw new ProcExit(code);
    },
  };

  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: imports });
  const { memory: exportedMemory, _start: start } = instance.exports;
  if (!(exportedMemory instanceof WebAssembly.Memory) || typeof start !== 'function') {
    throw new Error('Not a WASI command: it must export memory and _start');
  }
  guest.memory = exportedMemory;
  let ran = false;
  return {
    run(options) {
      if (ran) throw new Error('A WASI command runs once per instance');
      ran = true;
      maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
      args = options.args.map((arg) => encoder.encode(`${arg}\0`));
      outDirName = encoder.encode(options.outDir);
      let exitCode = 0;
      try {
        (start as () => void)();
      } catch (error) {
        if (!(error instanceof ProcExit)) throw error;
        exitCode = error.code;
      }
      return {
        exitCode,
        stdout: stdout.text(),
        stderr: stderr.text(),
        files: new Map([...files].map(([name, file]) => [name, file.contents()])),
      };
    },
  };
}
