import { useCallback, useEffect, useState } from 'react';
import { basePath, productTitle } from '../app/config';
import { loadProject, type LoadOutcome } from './load';
import type { ViewerRoute } from './paths';
import { Player } from './Player';
import { LoadFailed, Loading, PasswordScreen, Unreachable } from './screens';
import { tx } from './texts';
import './viewer.css';

/** One viewer for /preview/{id}, /share/{id} and /case: loads the project and shows the outcome. */
export function ViewerApp({ route }: { route: ViewerRoute }) {
  const [state, setState] = useState<LoadOutcome | { kind: 'loading' }>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    void loadProject(route).then((o) => live && setState(o));
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
      const o = await loadProject(route, password);
      setState(o);
    },
    [route],
  );

  switch (state.kind) {
    case 'loading':
    case 'signIn':
      return <Loading />;
    case 'ok':
      return <Player doc={state.doc} mode={route.mode} />;
    case 'password':
      return <PasswordScreen wrong={state.wrong} tooMany={state.tooMany} onSubmit={submitPassword} />;
    case 'unreachable':
      return <Unreachable />;
    case 'failed':
      return <LoadFailed code={state.code} message={state.message || tx('loadFailed')} />;
  }
}
