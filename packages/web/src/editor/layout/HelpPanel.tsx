import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { keyLabel } from '../actionIcons';
import { ACTIONS } from '../actions/registry';
import { useEditor } from '../store';

/** Lists every action's key bindings, straight from the registry. */
export function HelpPanel() {
  const { t } = useTranslation();
  const open = useEditor((s) => s.helpOpen);
  const setOpen = useEditor((s) => s.setHelpOpen);
  return (
    <Modal
      open={open}
      title={t('editor.helpTitle')}
      footer={null}
      onCancel={() => setOpen(false)}
      width={560}
    >
      <table className="tc-help" data-testid="help-panel">
        <tbody>
          {ACTIONS.filter((a) => a.keys.length > 0).map((a) => (
            <tr key={a.id}>
              <td>{t(`editor.actions.${a.label}`)}</td>
              <td>
                {a.keys.map((k) => (
                  <kbd key={k}>{keyLabel(k)}</kbd>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Typography.Paragraph type="secondary">{t('editor.helpPan')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('editor.helpToggle')}</Typography.Paragraph>
    </Modal>
  );
}
