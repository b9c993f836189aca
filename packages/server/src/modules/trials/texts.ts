import type { Bilingual } from '../../http/messages.js';

/** Length of a self-service trial when nobody says otherwise (nothing else fixes one; 14 days is common). */
export const TRIAL_DAYS = 14;
/** Trial reminder (docs/reference.md#limits): the reminder goes out this long before expiry. */
export const TRIAL_REMINDER_MS = 24 * 3_600_000;
/** How often the reminder sweep runs. */
export const TRIAL_SWEEP_MS = 10 * 60_000;
/** trial/apply: applications one user may send a day (a form anyone signed in can post). */
export const TRIAL_APPLY_PER_DAY = 5;

export const TRIAL_PRODUCTS = ['public', 'private', 'twin'] as const;

export const TRIAL_MSG = {
  alreadyApplied: {
    zh: '您已在当前团队申请过试用',
    en: 'You have already started a trial in this group',
  },
  notFound: { zh: '试用记录不存在', en: 'The trial does not exist' },
  purchased: { zh: '该试用已转为正式购买，无需延期', en: 'This trial was converted to a purchase' },
  projectLocked: {
    zh: '试用已到期：试用期间创建的项目在购买产品后才能打开或演示',
    en: 'The trial has expired: projects made during the trial can be opened or presented once a product is bought',
  },
  applied: { zh: '试用申请已提交', en: 'Your trial application was sent' },
  extended: { zh: '试用已延期', en: 'The trial was extended' },
  reminderTitle: { zh: '试用即将到期', en: 'Your trial ends soon' },
  newApplication: { zh: '新的试用申请', en: 'New trial application' },
  grantedTitle: { zh: '试用已开通或延期', en: 'Your trial was granted or extended' },
} as const satisfies Record<string, Bilingual>;

/**
 * Trial dates are shown in the 2020/9/10 form (docs/reference.md#limits, betaEnd/applyEnd):
 * year/month/day without leading zeros, in China time (the product's home time zone).
 */
export function trialDate(d: Date | null): string {
  if (!d) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}/${get('month')}/${get('day')}`;
}
