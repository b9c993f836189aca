import type { Bilingual } from '../../http/messages.js';

/** Messages of the data-binding areas (variables, routers, filters). */
export const DATA_MSG = {
  variableNotFound: { zh: '变量不存在', en: 'The variable does not exist' },
  variableNameTaken: { zh: '变量名已存在', en: 'A variable with this name already exists' },
  variableNameEmpty: { zh: '变量名不能为空', en: 'The variable name must not be empty' },
  variableNameRepeated: {
    zh: '批量添加的变量名重复',
    en: 'The same variable name appears twice in the list',
  },
  routerNotFound: { zh: '数据路由不存在', en: 'The data router does not exist' },
  routerNameEmpty: { zh: '路由名称不能为空', en: 'The router name must not be empty' },
  filterNotFound: { zh: '过滤器不存在', en: 'The filter does not exist' },
  filterFailed: { zh: '过滤器执行失败', en: 'The filter failed' },
  paramVarInvalid: {
    zh: '参数变量格式错误（应为 用户id_变量id）',
    en: 'A parameter variable id must read {userId}_{varId}',
  },
} as const satisfies Record<string, Bilingual>;

export function withDetail(text: Bilingual, detail: string): Bilingual {
  return { zh: `${text.zh}：${detail}`, en: `${text.en}: ${detail}` };
}
