import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { useEffect } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { installErrorReporter } from './errorReporter';
import { newQueryClient } from './queryClient';
import { router } from './routes';
import { Branding } from '../pages/settings/branding';
import { useReducedMotion } from './reducedMotion';

const queryClient = newQueryClient();

export function App() {
  const { i18n } = useTranslation();
  const reducedMotion = useReducedMotion();
  // Uncaught errors and unhandled rejections are reported through web-log/save (throttled).
  useEffect(() => installErrorReporter(), []);
  // Date pickers and relative dates speak the app's language (the viewer does without dayjs).
  useEffect(() => void dayjs.locale(i18n.language === 'en' ? 'en' : 'zh-cn'), [i18n.language]);
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : zhCN}
      theme={{ token: { colorPrimary: '#1f6feb', motion: !reducedMotion } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <Branding />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
