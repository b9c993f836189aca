import { Button, Tooltip } from 'antd';
import { CodeSandboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { add3DScene } from './commands3d';
import './locales';

/** Adds a 3D scene (scenesType 1) and opens its scene layer. */
export function Add3DSceneButton() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('scene3d.addScene')}>
      <Button
        size="small"
        type="text"
        icon={<CodeSandboxOutlined />}
        aria-label={t('scene3d.addScene')}
        onClick={add3DScene}
        data-testid="scene-add-3d"
      />
    </Tooltip>
  );
}
