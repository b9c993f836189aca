import type { Bilingual } from '../components/types';

/** Largest model file the viewer downloads (bytes); bigger ones are refused with a message. */
export const MODEL_MAX_BYTES = 256 * 1024 * 1024;

export type ModelErrorKind = 'notFound' | 'tooLarge' | 'corrupt' | 'network';

const MESSAGES: Record<ModelErrorKind, Bilingual> = {
  notFound: {
    zh: '找不到模型文件，请重新选择模型',
    en: 'The model file was not found; choose the model again',
  },
  tooLarge: {
    zh: '模型文件过大（上限 256 MB），请先在资源库中优化后再使用',
    en: 'The model file is too large (limit 256 MB); optimise it in the library first',
  },
  corrupt: {
    zh: '模型文件已损坏或不是 glTF/GLB 格式，无法显示',
    en: 'The model file is damaged or not glTF/GLB, so it cannot be shown',
  },
  network: {
    zh: '模型下载失败，请检查网络后重试',
    en: 'The model could not be downloaded; check the network and retry',
  },
};

export class ModelError extends Error {
  readonly text: Bilingual;
  constructor(
    readonly kind: ModelErrorKind,
    detail?: string,
  ) {
    super(`${MESSAGES[kind].en}${detail ? ` (${detail})` : ''}`);
    this.text = MESSAGES[kind];
  }
}

/** Downloads a model with progress (0–1), refusing one larger than `maxBytes` before and while reading. */
export async function fetchModel(
  url: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  maxBytes = MODEL_MAX_BYTES,
): Promise<ArrayBuffer> {
  let res: Response;
  try {
    res = await fetch(url, { signal, credentials: 'same-origin' });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ModelError('network', String(err));
  }
  if (res.status === 404 || res.status === 410) throw new ModelError('notFound', String(res.status));
  if (!res.ok) throw new ModelError('network', String(res.status));
  const total = Number(res.headers.get('content-length') ?? 0);
  if (total > maxBytes) throw new ModelError('tooLarge', `${total} bytes`);
  if (!res.body) return res.arrayBuffer();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new ModelError('tooLarge', `over ${maxBytes} bytes`);
    }
    chunks.push(value);
    if (total > 0) onProgress(Math.min(1, received / total));
  }
  const out = new Uint8Array(received);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  onProgress(1);
  return out.buffer;
}
