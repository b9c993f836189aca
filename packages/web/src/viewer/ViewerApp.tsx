import { useCallback, useEffect, useState } from 'react';
import { basePath, productTitle } from '../app/config';
import type { VariableRow } from '../data/api';
import type { LiveModule } from './live';
import { documentHasLiveSources } from './liveSources';
import { loadProject, type LoadOutcome } from './load';
import type { ViewerRoute } from './paths';
import { Player } from './Player';
import { LoadFailed, Loading, PasswordScreen, Unreachable } from './screens';
import { tx, viewerLang } from './texts';
import { licenceBlockOf } from '../pages/deploy/licenceBlock';
import { LicenceBlocked } from '../pages/deploy/LicenceBlocked';
import { applyVariables, loadVariables } from './variables';
import './viewer.css';
import '../components/common/stageFont.css';

type Loaded =
  | Exclude<LoadOutcome, { kind: 'ok' }>
  | (Extract<LoadOutcome, { kind: 'ok' }> & { live: LiveModule | null; variables: VariableRow[] });

/**
 * What a loaded dashboard needs besides its document: its variable definitions (always, so conditions
 * on a variable work without live sources too) and the data runtime's code (fetched only for a
 * dashboard that has live sources).
 */
async function withLive(route: ViewerRoute, o: LoadOutcome): Promise<Loaded> {
  if (o.kind !== 'ok') return o;
  const [live, variables] = await Promise.all([
    documentHasLiveSources(o.doc) ? import('./live').then((m) => m.live) : null,
    loadVariables(route),
  ]);
  applyVariables(variables);
  return { ...o, live, variables };
}

/** One viewer for /preview/{id}, /share/{id} and /case: loads the project and shows the outcome. */
export function ViewerApp({ route }: { route: ViewerRoute }) {
  const [state, setState] = useState<Loaded | { kind: 'loading' }>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    void loadProject(route)
      .then((o) => withLive(route, o))
      .then((o) => live && setState(o));
    return () => {
      live = false;
    };
  }, [route]);

  useEffect(() => {
    if (state.kind === 'signIn') window.location.assign(basePath());
    const name =
      state.kind === 'ok' ? String((state.doc as { projectName?: unknown }).projectName ?? '') : '';
    document.title = name ? `${name} - ${productTitle()}` : productTitle();
  }, [state]);

  const submitPassword = useCallback(
    async (password: string) => {
      setState(await withLive(route, await loadProject(route, password)));
    },
    [route],
  );

  switch (state.kind) {
    case 'loading':
    case 'signIn':
      return <Loading />;
    case 'ok':
      return (
        <Player
          doc={state.doc}
          mode={route.mode}
          shareId={route.mode === 'share' ? route.id : undefined}
          caseFlag={route.mode === 'case' ? route.id : undefined}
          live={state.live}
          variables={state.variables}
        />
      );
    case 'password':
      return <PasswordScreen wrong={state.wrong} tooMany={state.tooMany} onSubmit={submitPassword} />;
    case 'unreachable':
      return <Unreachable />;
    case 'failed': {
      // A private deployment without a valid licence: say why and what to do, in both languages.
      const block = licenceBlockOf(state.data, state.message);
      if (block) return <LicenceBlocked block={block} lang={viewerLang()} />;
      return <LoadFailed code={state.code} message={state.message || tx('loadFailed')} />;
    }
  }
}
