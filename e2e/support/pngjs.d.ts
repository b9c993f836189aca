// pngjs ships no types (it is here through qrcode); only what the screenshot comparator uses.
declare module 'pngjs' {
  export class PNG {
    constructor(opts: { width: number; height: number });
    width: number;
    height: number;
    data: Buffer;
    static sync: { read(buffer: Buffer): PNG; write(png: PNG): Buffer };
  }
  const pngjs: { PNG: typeof PNG };
  export default pngjs;
}
