import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelEditorJson } from '@twincanvas/model';
import type { Engine } from '../../engine3d';

interface Props {
  url: string;
  json: ModelEditorJson;
  styleId: string;
  selected: ReadonlySet<string>;
  onPick: (path: string | null, additive: boolean) => void;
  onProgress: (p: number) => void;
  onLoaded: () => void;
  onError: (msg: string) => void;
}

/**
 * The 3D view of the model editor: the scenes' own engine (engine3d, with its default camera, quality and
 * environment), so a module style looks here as it will in a scene. A click picks a node (Ctrl/Shift adds
 * to the selection); the selection is outlined the way a scene outlines a selected component.
 */
export function ModelView(props: Props) {
  const { i18n } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [engine, setEngine] = useState<Engine | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const el = canvas.current!;
    let alive = true;
    let made: Engine | null = null;
    // Lazy like every 3D page: three.js stays out of the other pages' bundles.
    void import('../../engine3d').then(({ createEngine }) => {
      if (!alive) return;
      const e = createEngine(el, {
        mode: 'edit',
        onProgress: (f) => latest.current.onProgress(f),
        onModelPick: (p, additive) => latest.current.onPick(p?.path ?? null, additive),
      });
      made = e;
      e.loadModel(props.url).then(
        () => {
          if (!alive) return;
          // At once: a flight's frames would keep software WebGL busy while the page opens.
          e.frameModel(0);
          setEngine(e);
          latest.current.onLoaded();
        },
        (err: unknown) => {
          // Engine errors carry both languages (ModelError); anything else shows as it came.
          const text = (err as { text?: { zh: string; en: string } }).text;
          const msg = text ? text[i18n.language === 'en' ? 'en' : 'zh'] : String(err);
          if (alive) latest.current.onError(msg);
        },
      );
    });
    return () => {
      alive = false;
      made?.dispose();
      setEngine(null);
    };
    // The engine is made once per model URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.url]);

  const { json, styleId, selected } = props;
  useEffect(() => {
    if (!engine) return;
    engine.set3DModelModuleList(json.modules);
    engine.load3DModelStyle({ currentId: styleId, styleList: json.styleList }, styleId);
  }, [engine, json, styleId]);

  useEffect(() => engine?.outlinePaths([...selected]), [engine, selected]);

  return <canvas ref={canvas} className="tc-model-view" data-testid="model-view" />;
}
