import type { FormInstance } from 'antd';
import { loginApi, type CodePurpose } from './loginApi';

/**
 * The "send code" action of a form: validates the address field first, then sends; a refusal (address
 * taken, too many requests) is shown under the address field.
 */
export function sendCodeFor(form: FormInstance, field: string, purpose: CodePurpose) {
  return async (): Promise<boolean> => {
    try {
      await form.validateFields([field]);
    } catch {
      return false;
    }
    const target = String(form.getFieldValue(field)).trim();
    try {
      await loginApi.sendCode(target, purpose);
      return true;
    } catch (e) {
      form.setFields([{ name: field, errors: [e instanceof Error ? e.message : String(e)] }]);
      return false;
    }
  };
}
