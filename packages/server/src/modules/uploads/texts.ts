import type { Bilingual } from '../../http/messages.js';

/** Upload messages (docs/reference.md#validation, docs/reference.md#errors). */
export const UPLOAD_MSG = {
  missing: {
    zh: '缺少必要参数：id、type、target、file 为必填项',
    en: 'parameters missing: id, type, target, file are required',
  },
  format: {
    zh: '上传内容与预期格式不符，请检查文件格式',
    en: 'the uploaded content does not match the expected format, please check the file format',
  },
  tooBig: (n: number): Bilingual => ({
    zh: `上传文件内容不能超过${n}M！`,
    en: `uploaded file content cannot exceed ${n}M !`,
  }),
  failed: { zh: '上传失败', en: 'upload failed' },
  keyFailed: { zh: '存储桶键生成失败！', en: 'bucket key generation failed!' },
  badName: { zh: '文件名不合法', en: 'The file name is not allowed' },
  badSvg: { zh: 'SVG 内容不合法', en: 'The SVG content is not allowed' },
  zipUnsafe: {
    zh: '压缩包中含有不安全的路径，已拒绝',
    en: 'The zip holds an unsafe entry path and was refused',
  },
  zipTooBig: {
    zh: '压缩包解压后过大或压缩比异常，已拒绝',
    en: 'The zip expands too much (size or compression ratio) and was refused',
  },
  badSignature: {
    zh: '签名无效或已过期',
    en: 'The signature is invalid or has expired',
  },
  urlUsed: { zh: '该上传地址已使用过', en: 'This upload URL has already been used' },
  encryptBad: { zh: '加密参数异常！', en: 'encryption parameters abnormal!' },
  zipBad: { zh: '压缩包无法读取', en: 'The zip cannot be read' },
  noCloudStorage: {
    zh: '未配置云存储（STORAGE_DRIVER=s3），请使用普通上传',
    en: 'No cloud storage is configured (STORAGE_DRIVER=s3); use the regular upload',
  },
  notUploaded: {
    zh: '尚未上传文件：请先用凭证上传，再确认',
    en: 'Nothing was uploaded yet: upload with the credential first, then complete',
  },
  truncated: {
    zh: '上传内容不完整或格式错误，请重新上传',
    en: 'The upload arrived incomplete or malformed, please upload again',
  },
} as const satisfies Record<string, Bilingual | ((n: number) => Bilingual)>;
