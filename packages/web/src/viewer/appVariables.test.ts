import { describe, expect, it } from 'vitest';
import { fillTemplate } from '@twincanvas/model';
import { APP_VARIABLES_MESSAGE, appVariablesFromUrl, listenAppVariables } from './appVariables';

describe('app variables for ^{} link templates (docs/reference.md#conditions)', () => {
  it('come from the address, without the viewer’s own parameters', () => {
    const vars = appVariablesFromUrl('?page=D1&scale=fit&user=alice&area=north');
    expect(vars).toEqual({ user: 'alice', area: 'north' });
    expect(
      fillTemplate('https://x.test/?u=^{user}&a=^{area}&p=^{page}', { system: {}, custom: {}, app: vars }),
    ).toBe('https://x.test/?u=alice&a=north&p=');
  });

  it('a message from a window that does not embed this one changes nothing', () => {
    const into: Record<string, unknown> = {};
    const stop = listenAppVariables(into);
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: APP_VARIABLES_MESSAGE, values: { user: 'mallory' } } }),
    );
    stop();
    expect(into).toEqual({});
  });
});
