import { useEffect, useState } from 'react';
import { Button, Dropdown, Input, Modal, Tooltip } from 'antd';
import {
  AppstoreOutlined,
  CodeSandboxOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FileOutlined,
  MoreOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  addPage,
  addScene,
  copyPage,
  copyScene,
  deletePage,
  deleteScene,
  movePage,
  moveScene,
  openSystemScene,
  renameNode,
  setProperty,
} from '../commands';
import { pagesOf, scenesOf, systemSceneLabel, systemSceneOf } from '../docModel';
import { Add3DSceneButton } from '../scene3d/Add3DSceneButton';
import { loadSceneThumbnails, useSceneThumbnails } from '../scene3d/sceneThumbnails';
import { useEditor } from '../store';

interface Renaming {
  id: string;
  field: string;
  name: string;
}

/** Where a dragged scene or page row is dropped: rows of the same list only. */
const DRAG_ROW = 'application/x-tc-tree-row';

/** Menu entries moving a row one place up or down its list (disabled at the ends). */
function moveItems(t: (k: string) => string, index: number, count: number, move: (to: number) => void) {
  return [
    { key: 'up', label: t('editor.scene.moveUp'), disabled: index === 0, onClick: () => move(index - 1) },
    {
      key: 'down',
      label: t('editor.scene.moveDown'),
      disabled: index === count - 1,
      onClick: () => move(index + 1),
    },
  ];
}

/**
 * A scene's or page's "more" menu: rename, copy, move up or down its list, delete (asks first). Its menu is
 * rendered elsewhere in the page, but React hands the menu's clicks up the component tree: they stop here,
 * so "delete" on a page row does not also open that page.
 */
function RowMenu({
  testId,
  index,
  count,
  on,
}: {
  testId: string;
  index: number;
  count: number;
  on: { rename(): void; copy(): void; move(to: number): void; remove(): void };
}) {
  const { t } = useTranslation();
  return (
    <span className="tc-row-menu" onClick={(e) => e.stopPropagation()}>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'rename', label: t('editor.scene.rename'), onClick: on.rename },
            { key: 'copy', label: t('editor.scene.copy'), onClick: on.copy },
            ...moveItems(t, index, count, on.move),
            { key: 'delete', danger: true, label: t('editor.scene.delete'), onClick: on.remove },
          ],
        }}
      >
        <Button
          size="small"
          type="text"
          icon={<MoreOutlined />}
          aria-label={t('editor.scene.more')}
          data-testid={testId}
        />
      </Dropdown>
    </span>
  );
}

/** Drag-and-drop of a row inside its own list (`list` names it: 'scenes' or a scene id for its pages). */
function rowDrag(list: string, id: string, onDrop: (draggedId: string) => void) {
  return {
    draggable: true,
    onDragStart: (e: React.DragEvent) => {
      e.stopPropagation();
      e.dataTransfer.setData(DRAG_ROW, `${list}|${id}`);
      e.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (e: React.DragEvent) => {
      if (e.dataTransfer.types.includes(DRAG_ROW)) e.preventDefault();
    },
    onDrop: (e: React.DragEvent) => {
      const [from, dragged] = e.dataTransfer.getData(DRAG_ROW).split('|');
      if (from !== list || !dragged || dragged === id) return;
      e.preventDefault();
      e.stopPropagation();
      onDrop(dragged);
    },
  };
}

/**
 * Scenes and their pages plus the system scene; add, rename, copy, delete, reorder (menu or drag) and
 * switch, each an op.
 */
export function SceneTree() {
  const { t } = useTranslation();
  const doc = useEditor((s) => s.doc);
  const pageId = useEditor((s) => s.pageId);
  const openPage = useEditor((s) => s.openPage);
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  const thumbnails = useSceneThumbnails((s) => s.byScene);
  const projectId = (doc as { projectId?: unknown } | null)?.projectId;
  useEffect(() => {
    if (typeof projectId === 'string') loadSceneThumbnails(projectId);
  }, [projectId]);
  if (!doc) return null;
  const system = systemSceneOf(doc);
  const scenes = scenesOf(doc);

  const rename = (id: string, field: string, name: string) => setRenaming({ id, field, name });
  const confirmDelete = (name: string, run: () => void) =>
    Modal.confirm({ title: t('editor.scene.confirmDelete', { name }), onOk: run });

  return (
    <div className="tc-scenes" data-testid="scene-tree">
      <div className="tc-panel-head">
        <span>{t('editor.panels.scenes')}</span>
        <Tooltip title={t('editor.scene.addScene')}>
          <Button
            size="small"
            type="text"
            icon={<PlusOutlined />}
            aria-label={t('editor.scene.addScene')}
            onClick={addScene}
            data-testid="scene-add"
          />
        </Tooltip>
        <Add3DSceneButton />
      </div>
      {scenes.map((scene, sceneIndex) => (
        <div key={scene._id} className="tc-scene" data-testid={`scene-${scene.scenesName}`}>
          <div
            className="tc-tree-row tc-scene-row"
            {...rowDrag('scenes', scene._id, (dragged) => moveScene(dragged, sceneIndex))}
          >
            <AppstoreOutlined />
            <span className="tc-layer-name">{scene.scenesName}</span>
            <Tooltip title={t('editor.scene.addPage')}>
              <Button
                size="small"
                type="text"
                icon={<PlusOutlined />}
                aria-label={t('editor.scene.addPage')}
                onClick={() => addPage(scene._id)}
                data-testid={`page-add-${scene.scenesName}`}
              />
            </Tooltip>
            <RowMenu
              testId={`scene-more-${scene.scenesName}`}
              index={sceneIndex}
              count={scenes.length}
              on={{
                rename: () => rename(scene._id, 'scenesName', scene.scenesName ?? ''),
                copy: () => copyScene(scene._id),
                move: (to) => moveScene(scene._id, to),
                remove: () => confirmDelete(scene.scenesName ?? '', () => deleteScene(scene._id)),
              }}
            />
          </div>
          {thumbnails[scene._id] ? (
            <img
              className="tc-scene-thumb"
              src={thumbnails[scene._id]}
              alt={t('editor.scene.thumbnail', { name: scene.scenesName ?? '' })}
              data-testid={`scene-thumb-${scene.scenesName}`}
            />
          ) : Number(scene.scenesType) === 1 ? (
            // A 3D scene not pictured yet (never opened since it was made, copied from a case published
            // before cases kept scene pictures, or an official case): a plain 3D tile, no fake picture;
            // opening the scene takes its picture (docs/3d.md, "Scene thumbnails").
            <div
              className="tc-scene-thumb tc-scene-thumb-none"
              title={t('editor.scene.noThumbnail')}
              data-testid={`scene-thumb-none-${scene.scenesName}`}
            >
              <CodeSandboxOutlined />
            </div>
          ) : null}
          {pagesOf(scene).map((page, pageIndex, pages) => (
            <div
              key={page._id}
              className={`tc-tree-row tc-page-row${page._id === pageId ? ' tc-current' : ''}`}
              data-testid={`page-${page.pageName}`}
              onClick={() => openPage(scene._id, page._id)}
              {...rowDrag(scene._id, page._id, (dragged) => movePage(scene._id, dragged, pageIndex))}
            >
              <FileOutlined />
              <span className="tc-layer-name">{page.pageName}</span>
              <RowMenu
                testId={`page-more-${page.pageName}`}
                index={pageIndex}
                count={pages.length}
                on={{
                  rename: () => rename(page._id, 'pageName', page.pageName ?? ''),
                  copy: () => copyPage(scene._id, page._id),
                  move: (to) => movePage(scene._id, page._id, to),
                  remove: () => confirmDelete(page.pageName ?? '', () => deletePage(scene._id, page._id)),
                }}
              />
            </div>
          ))}
        </div>
      ))}
      {system ? (
        <div
          className={`tc-tree-row tc-scene-row${system._id === pageId ? ' tc-current' : ''}`}
          data-testid="system-scene"
          onClick={openSystemScene}
        >
          <AppstoreOutlined />
          <span className="tc-layer-name">{systemSceneLabel(system, t('editor.scene.system'))}</span>
          <Tooltip title={t(system.isShow === false ? 'editor.scene.showSystem' : 'editor.scene.hideSystem')}>
            <Button
              size="small"
              type="text"
              icon={system.isShow === false ? <EyeInvisibleOutlined /> : <EyeOutlined />}
              aria-label={t(system.isShow === false ? 'editor.scene.showSystem' : 'editor.scene.hideSystem')}
              aria-pressed={system.isShow !== false}
              data-testid="system-scene-visible"
              onClick={(e) => {
                e.stopPropagation();
                setProperty(system, 'isShow', system.isShow === false, { operation: 'updateScene' });
              }}
            />
          </Tooltip>
          <Button
            size="small"
            type="text"
            icon={<MoreOutlined />}
            aria-label={t('editor.scene.rename')}
            onClick={(e) => {
              e.stopPropagation();
              rename(system._id, 'scenesName', system.scenesName ?? '');
            }}
          />
        </div>
      ) : null}
      <Modal
        open={renaming !== null}
        title={t('editor.scene.rename')}
        destroyOnHidden
        onCancel={() => setRenaming(null)}
        onOk={() => {
          if (!renaming) return;
          const s = useEditor.getState();
          const node = s.doc ? findName(s.doc, renaming.id, renaming.field) : undefined;
          renameNode(renaming.id, renaming.field, node, renaming.name, 'updateScene');
          setRenaming(null);
        }}
      >
        <Input
          data-testid="rename-input"
          value={renaming?.name ?? ''}
          onChange={(e) => setRenaming((r) => (r ? { ...r, name: e.target.value } : r))}
        />
      </Modal>
    </div>
  );
}

function findName(
  doc: NonNullable<ReturnType<typeof useEditor.getState>['doc']>,
  id: string,
  field: string,
): unknown {
  const system = systemSceneOf(doc);
  if (system?._id === id) return system[field];
  for (const scene of scenesOf(doc)) {
    if (scene._id === id) return scene[field];
    const page = scene.projectPageList.find((p) => p._id === id);
    if (page) return page[field];
  }
  return undefined;
}
