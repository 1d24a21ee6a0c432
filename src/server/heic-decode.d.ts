// heic-decode (2.x) ships no types; what Verkstan uses of it (heic-worker.ts). `all` reads the file's
// images and their sizes without decoding; `dispose` frees the decoder's WebAssembly objects.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface LazyImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface Decode {
    (options: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
    all(options: { buffer: ArrayBufferLike | Uint8Array }): Promise<LazyImage[] & { dispose(): void }>;
  }
  const decode: Decode;
  export default decode;
}
