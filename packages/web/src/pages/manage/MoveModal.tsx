import { useState } from 'react';
import { Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Folder } from './manageApi';

export function MoveModal(props: {
  open: boolean;
  folders: Folder[];
  currentFolderId: string | null;
  onOk(folderId: string): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | undefined>();
  return (
    <Modal
      open={props.open}
      title={t('manage.project.move')}
      okButtonProps={{ disabled: !target }}
      destroyOnHidden
      onCancel={props.onClose}
      onOk={async () => {
        if (!target) return;
        await props.onOk(target);
        setTarget(undefined);
        props.onClose();
      }}
    >
      <Select
        style={{ width: '100%' }}
        placeholder={t('manage.project.moveTo')}
        value={target}
        onChange={setTarget}
        data-testid="move-target"
        options={props.folders
          .filter((f) => f.id !== props.currentFolderId)
          .map((f) => ({ value: f.id, label: f.perName }))}
      />
    </Modal>
  );
}
