import type { Bilingual } from '../../http/messages.js';
import { MODEL_HARD_LIMITS, type ModelRefused } from './prepare.js';

/** Messages of model uploads and the model editor. */
export const MODEL_MSG = {
  format: {
    zh: '仅支持 glb、gltf 或包含 gltf 及其贴图的 zip 文件',
    en: 'Only glb, gltf or a zip of a gltf with its textures can be uploaded as a model',
  },
  zipContent: {
    zh: '压缩包中应恰好包含一个 .gltf 或 .glb 模型文件',
    en: 'The zip must hold exactly one .gltf or .glb model file',
  },
  corrupt: {
    zh: '模型文件已损坏或不是有效的 glTF，无法读取',
    en: 'The model file is damaged or not valid glTF and cannot be read',
  },
  tooBig: {
    zh: `模型过大：三角面不能超过 ${MODEL_HARD_LIMITS.triangles / 1e6} 百万，节点不能超过 ${MODEL_HARD_LIMITS.nodes / 1e3} 千`,
    en: `The model is too big: at most ${MODEL_HARD_LIMITS.triangles / 1e6} million triangles and ${MODEL_HARD_LIMITS.nodes / 1e3} thousand nodes`,
  },
  external: {
    zh: '模型引用了未随附的外部文件（或网络地址），请将 gltf 与其 bin 和贴图一起打包为 zip 上传',
    en: 'The model names files it did not bring (or web addresses); upload the gltf with its bin and textures in one zip',
  },
  unsupported: {
    zh: '模型使用了不支持的扩展（如 Draco 压缩），请导出为未压缩的 glTF 后再上传',
    en: 'The model uses an extension we cannot read (such as Draco compression); export it uncompressed and upload again',
  },
  empty: { zh: '模型中没有任何网格', en: 'The model holds no mesh' },
  notInProject: {
    zh: '该项目的三维场景没有使用这个模型',
    en: 'No 3D scene of this project uses this model',
  },
  notModel: { zh: '该资源不是 3D 模型', en: 'This resource is not a 3D model' },
  notPrepared: {
    zh: '该模型上传于旧版本，尚未经过服务器处理，请重新上传',
    en: 'This model was uploaded before models were prepared on the server; upload it again',
  },
} as const satisfies Record<string, Bilingual>;

export function refusedMessage(e: ModelRefused): Bilingual {
  return MODEL_MSG[e.reason];
}
