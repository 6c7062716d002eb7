/** The part of `pngjs` (installed with Playwright's tooling, untyped) that compare.ts uses. */
declare module 'pngjs' {
  export class PNG {
    width: number;
    height: number;
    data: Buffer;
    constructor(options: { width: number; height: number });
    static sync: { read(buffer: Buffer): PNG; write(png: PNG): Buffer };
  }
}
