import { formatDateTime } from '../../app/format';
import { Card, Checkbox, Dropdown, Typography } from 'antd';
import { EditOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectItem } from './projectList';
import styles from './manage.module.css';

export type ProjectAction = 'edit' | 'preview' | 'rename' | 'move' | 'copy' | 'delete';

export function ProjectCard(props: {
  project: ProjectItem;
  selected: boolean;
  onToggle(): void;
  onAction(action: ProjectAction): void;
}) {
  const { t } = useTranslation();
  const { project: p } = props;
  return (
    <Card
      hoverable
      className={props.selected ? styles.cardSelected : undefined}
      data-testid={`project-${p.projectName}`}
      cover={
        <div className={styles.thumb} onDoubleClick={() => props.onAction('edit')}>
          {p.thumbnailUrl ? <img src={p.thumbnailUrl} alt="" /> : <span>{p.projectName.slice(0, 2)}</span>}
          <Checkbox
            className={styles.check}
            checked={props.selected}
            onChange={props.onToggle}
            aria-label={t('manage.project.select', { name: p.projectName })}
          />
        </div>
      }
      actions={[
        <EditOutlined
          key="edit"
          onClick={() => props.onAction('edit')}
          aria-label={t('manage.project.edit')}
        />,
        <EyeOutlined
          key="preview"
          onClick={() => props.onAction('preview')}
          aria-label={t('manage.project.preview')}
        />,
        <Dropdown
          key="more"
          trigger={['click']}
          menu={{
            items: [
              { key: 'rename', label: t('manage.rename') },
              { key: 'move', label: t('manage.project.move') },
              { key: 'copy', label: t('manage.copy') },
              { type: 'divider' },
              { key: 'delete', label: t('manage.delete'), danger: true },
            ],
            onClick: ({ key }) => props.onAction(key as ProjectAction),
          }}
        >
          <MoreOutlined aria-label={t('manage.more')} data-testid={`project-more-${p.projectName}`} />
        </Dropdown>,
      ]}
    >
      <Card.Meta
        title={<Typography.Text ellipsis={{ tooltip: p.projectName }}>{p.projectName}</Typography.Text>}
        description={p.updatedAt ? formatDateTime(p.updatedAt) : null}
      />
    </Card>
  );
}
