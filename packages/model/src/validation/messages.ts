// One catalogue of user-facing messages, so the server and the web app show the same words.
// The zh texts are the product's established wording; all are listed in docs/reference.md#errors.

export interface Message {
  /** Stable key: safe to switch on and to send over the wire. */
  code: MessageCode;
  zh: string;
  en: string;
}

export const MESSAGES = {
  nameEmpty: { zh: '名称不能为空', en: 'The name cannot be empty' },
  nameSpaces: { zh: '首尾不能为空格', en: 'The name cannot start or end with a space' },
  nameTooLong: {
    zh: '100个字符以内，支持输入汉字、字母、特殊符号',
    en: 'Up to 100 characters (a Chinese character counts as 2); Chinese, letters and symbols are allowed',
  },
  phoneInvalid: { zh: '请填写有效的手机号码！', en: 'Please enter a valid mobile phone number!' },
  emailInvalid: { zh: '请填写有效的邮箱！', en: 'Please enter a valid e-mail address!' },
  passwordInvalid: {
    zh: '密码需至少6位数字与字母的组合！',
    en: 'The password needs at least 6 characters combining digits and letters!',
  },
  passwordEmpty: { zh: '密码不能为空！', en: 'The password cannot be empty!' },
  passwordMismatch: { zh: '两次密码不一致！', en: 'The two passwords do not match!' },
  codeInvalid: { zh: '验证码格式错误！', en: 'The verification code format is wrong!' },
  userNameInvalid: {
    zh: '1-20个字符，支持输入汉字、字母、下划线、小数点和@符号',
    en: '1-20 characters: Chinese, letters, underscore, dot and @',
  },
  accountInvalid: {
    zh: '6-20个字符，支持数字、字母、下划线、小数点和@符号',
    en: '6-20 characters: digits, letters, underscore, dot and @',
  },
  privatePasswordInvalid: {
    zh: '6-16个字符，字母和数字的组合',
    en: '6-16 characters combining letters and digits',
  },
  idCardInvalid: { zh: '请填写有效的身份证号码！', en: 'Please enter a valid ID card number!' },
  taxNumberInvalid: {
    zh: '请填写有效的纳税人识别号！',
    en: 'Please enter a valid taxpayer identification number!',
  },
  personNameInvalid: {
    zh: '请填写1-20个汉字或字母的姓名！',
    en: 'Please enter a name of 1-20 Chinese characters or letters!',
  },
  copy3DNameTooLong: { zh: '复制的组件名称超过20个字符', en: 'copied component name exceeds 20 characters' },
  copy3DDataComponent: { zh: '数据组件不支持复制粘贴', en: 'data components do not support copy and paste' },
  copy3DBatchComponent: {
    zh: '批量组件不支持复制粘贴',
    en: 'batch components do not support copy and paste',
  },
  pathMinPoints: {
    zh: '路径至少需要两个点，这个点不能删除',
    en: 'A path needs at least two points: this point cannot be deleted',
  },
  polygonMinPoints: {
    zh: '多边形至少需要三个点，这个点不能删除',
    en: 'A polygon needs at least three points: this point cannot be deleted',
  },
  ruleFieldMissing: {
    zh: '规则引用的字段在数据中不存在',
    en: 'a rule names a field the data does not have',
  },
  ruleRangeInvalid: { zh: '规则的数值范围无效', en: 'the rule has an invalid numeric range' },
  copy2DMapOpen: { zh: '地图编辑中，不支持复制', en: 'copying is not available while a map is open' },
  copyDynamicPanelInPanel: {
    zh: '动态面板内不支持复制动态面板',
    en: 'a dynamic panel cannot be copied inside a dynamic panel',
  },
  copyMapInPanel: { zh: '动态面板内不支持复制地图', en: 'a map cannot be copied inside a dynamic panel' },
  copyGroupWithMapOrPanelInPanel: {
    zh: '动态面板内不支持复制包含地图或动态面板的组合',
    en: 'a group containing a map or dynamic panel cannot be copied inside a dynamic panel',
  },
  combineEmpty: { zh: '请先选择组件', en: 'Select components first' },
  combineAlreadyGroup: { zh: '所选组件已是组合', en: 'The selection is already a group' },
  combineInsideGroup: { zh: '组合内不支持再组合', en: 'Components cannot be combined inside a group' },
  combineMapOpen: { zh: '地图编辑中，不支持组合', en: 'Components cannot be combined while a map is open' },
  ungroupNoGroup: { zh: '所选组件不包含组合', en: 'The selection contains no group' },
  moveIntoGroupInvalid: { zh: '无法移入该组合', en: 'The component cannot be moved into that group' },
  moveIntoGroupNested: { zh: '组合不能移入另一个组合', en: 'A group cannot be moved into another group' },
  moveOutOfGroupInvalid: { zh: '无法移出该组合', en: 'The component cannot be moved out of that group' },
  defaultPropertyInvalid: {
    zh: 'defaultProperty 数据格式错误',
    en: 'The defaultProperty data format is wrong',
  },
  duplicateSceneAdd: { zh: '重复添加场景', en: 'This scene has already been added' },
  routerRelationAddFailed: { zh: '路由关系添加失败', en: 'router relation add failed' },
  routerRelationDeleteFailed: { zh: '路由关系删除失败', en: 'router relation delete failed' },
  networkUnstable: {
    zh: '网络连通不畅，请稍后再试。',
    en: 'The network is unstable, please try again later.',
  },
  uploadFailed: { zh: '上传失败', en: 'upload failed' },
  uploadMissingParams: { zh: '缺少必要参数', en: 'parameters missing: id, type, target, file are required' },
  subCodeWrong: { zh: '返回的 subCode 错误', en: 'returned subCode code wrong' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageCode = keyof typeof MESSAGES;

export function message(code: MessageCode): Message {
  return { code, ...MESSAGES[code] };
}
