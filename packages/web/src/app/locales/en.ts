import type { Messages } from './zh-CN';

export const en: Messages = {
  app: { tagline: 'Data-visualisation dashboards and digital twins', language: 'Language' },
  nav: {
    manage: 'Projects',
    log: 'Operation log',
    authority: 'Permissions',
    characterSet: 'Roles',
    userManage: 'Users',
    userCenter: 'My account',
    signOut: 'Sign out',
    group: 'Current group',
  },
  login: {
    title: 'Sign in',
    welcome: 'Welcome to TwinCanvas',
    account: 'Account / e-mail / phone',
    password: 'Password',
    submit: 'Sign in',
    accountRequired: 'Please enter your account',
    passwordRequired: 'The password cannot be empty!',
  },
  manage: {
    title: 'My projects',
    empty: 'No projects yet',
    emptyHint: 'Folder and project management is coming.',
  },
  placeholder: {
    title: '{{name}}',
    description: 'This page is still being built.',
    back: 'Back to projects',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    back: 'Back home',
  },
  errors: {
    network: 'The network is unreachable, please try again later.',
    serverEmpty: 'The server returned nothing',
  },
  pages: {
    preview: 'Preview',
    share: 'Shared view',
    case: 'Cases',
    modelEditor: 'Model editor',
    project: 'Project editor',
    auth: 'Authorisation',
    authsetting: 'Authorisation settings',
    userInfo: 'User information',
  },
};
