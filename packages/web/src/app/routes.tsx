import { useEffect, useRef } from 'react';
import { createBrowserRouter, Navigate, useRouteError, type RouteObject } from 'react-router';
import { isChunkLoadError, loadChunk, renderChunkError } from './chunkLoad';
import { basePath } from './config';
import { setUnauthorizedHandler } from './api';
import { PrivateLayout, RequireSession } from './layout/PrivateLayout';
import { useSession } from './session';
import { AuthLandingPage } from '../pages/auth/AuthLandingPage';
import { AuthSettingPage } from '../pages/auth/AuthSettingPage';
import { RolesPage } from '../pages/authority/RolesPage';
import { UsersPage } from '../pages/authority/UsersPage';
import { DataSourcePage } from '../pages/dataSource/DataSourcePage';
import { LogPage } from '../pages/log/LogPage';
import { LoginPage } from '../pages/login/LoginPage';
import { ManagePage } from '../pages/manage/ManagePage';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { UserInfoPage } from '../pages/userCenter/UserInfoPage';
import { DeployPage } from '../pages/deploy/DeployPage';
import { SettingsPage } from '../pages/settings/SettingsPage';

const viewerRoute = () =>
  loadChunk(() => import('../viewer/entry')).then((m) => ({ Component: m.ViewerRoutePage }));

/** A lazy route whose chunk failed (missing, or not there after 120 s): the reload page. */
function RouteError() {
  const error = useRouteError();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) renderChunkError(box.current);
  }, []);
  if (!isChunkLoadError(error)) throw error;
  return <div ref={box} />;
}

function Home() {
  const signedIn = useSession((s) => s.session !== null);
  return <Navigate to={signedIn ? '/manage' : '/login'} replace />;
}

/** Every route of docs/reference.md#routes; screens of later issues show a proper empty page. */
export const routes: RouteObject[] = [
  { path: '/', element: <Home /> },
  { path: '/login', element: <LoginPage /> },
  // The SSO landing comes before any session exists, so it lives outside the private layout.
  { path: '/auth', element: <AuthLandingPage /> },
  {
    element: <PrivateLayout />,
    children: [
      { path: '/manage', element: <ManagePage /> },
      // The case galleries (official and industry); /case itself is the case viewer.
      {
        path: '/manage/cases',
        lazy: () =>
          loadChunk(() => import('../pages/case/CaseGalleryPage')).then((m) => ({
            Component: m.CaseGalleryPage,
          })),
        errorElement: <RouteError />,
      },
      { path: '/log', element: <LogPage /> },
      { path: '/dataSource', element: <DataSourcePage /> },
      { path: '/authority', element: <Navigate to="/authority/characterSet" replace /> },
      { path: '/authority/characterSet', element: <RolesPage /> },
      { path: '/authority/userManage', element: <UsersPage /> },
      { path: '/authsetting', element: <AuthSettingPage /> },
      { path: '/userCenter', element: <Navigate to="/userCenter/userInfo" replace /> },
      { path: '/userCenter/userInfo', element: <UserInfoPage /> },
      // Private deployment: the vendor's deployment area and the system settings (licence included).
      { path: '/deploy', element: <DeployPage /> },
      { path: '/settings', element: <SettingsPage /> },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      {
        path: '/project/:id',
        lazy: () =>
          loadChunk(() => import('../editor/EditorPage')).then((m) => ({ Component: m.EditorPage })),
        errorElement: <RouteError />,
      },
      {
        path: '/ModelEditor',
        lazy: () =>
          import('../pages/modelEditor/ModelEditorPage').then((m) => ({ Component: m.ModelEditorPage })),
      },
    ],
  },
  // Share and case views need no sign-in; any path under /share/ is the shared view.
  // The viewer (preview, share, case) signs in on its own terms (preview needs a session, share a share
  // password); main.tsx mounts it directly on a fresh load, these routes cover in-app navigation.
  { path: '/preview/:id', lazy: viewerRoute, errorElement: <RouteError /> },
  { path: '/share/*', lazy: viewerRoute, errorElement: <RouteError /> },
  { path: '/case', lazy: viewerRoute, errorElement: <RouteError /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const router = createBrowserRouter(routes, { basename: basePath().replace(/\/$/, '') || '/' });

// docs/reference.md#routes: a user-related call answering 401 sends the user to the root path.
setUnauthorizedHandler(() => void router.navigate('/', { replace: true }));
