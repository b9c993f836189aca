import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
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
import { PlaceholderPage } from '../pages/placeholder/PlaceholderPage';
import { UserInfoPage } from '../pages/userCenter/UserInfoPage';

const viewerRoute = () => import('../viewer/entry').then((m) => ({ Component: m.ViewerRoutePage }));

function Home() {
  const signedIn = useSession((s) => s.session !== null);
  return <Navigate to={signedIn ? '/manage' : '/login'} replace />;
}

/** Every route of platform spec section 2; screens of later issues show a proper empty page. */
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
        lazy: () => import('../pages/case/CaseGalleryPage').then((m) => ({ Component: m.CaseGalleryPage })),
      },
      { path: '/log', element: <LogPage /> },
      { path: '/dataSource', element: <DataSourcePage /> },
      { path: '/authority', element: <Navigate to="/authority/characterSet" replace /> },
      { path: '/authority/characterSet', element: <RolesPage /> },
      { path: '/authority/userManage', element: <UsersPage /> },
      { path: '/authsetting', element: <AuthSettingPage /> },
      { path: '/userCenter', element: <Navigate to="/userCenter/userInfo" replace /> },
      { path: '/userCenter/userInfo', element: <UserInfoPage /> },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      {
        path: '/project/:id',
        lazy: () => import('../editor/EditorPage').then((m) => ({ Component: m.EditorPage })),
      },
      { path: '/ModelEditor', element: <PlaceholderPage titleKey="pages.modelEditor" bare /> },
    ],
  },
  // Share and case views need no sign-in; any path under /share/ is the shared view.
  // The viewer (preview, share, case) signs in on its own terms (preview needs a session, share a share
  // password); main.tsx mounts it directly on a fresh load, these routes cover in-app navigation.
  { path: '/preview/:id', lazy: viewerRoute },
  { path: '/share/*', lazy: viewerRoute },
  { path: '/case', lazy: viewerRoute },
  { path: '/404', element: <NotFoundPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const router = createBrowserRouter(routes, { basename: basePath().replace(/\/$/, '') || '/' });

// Platform spec section 2: a user-related call answering 401 sends the user to the root path.
setUnauthorizedHandler(() => void router.navigate('/', { replace: true }));
