#!/usr/bin/env node
// Development loop: the API server (rebuilt by tsc --watch) on 8080 and Vite's dev server on 5173 with
// /api proxied to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const procs = [
  spawn('npx', ['tsc', '-b', 'packages/server', '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn('node', ['--watch', 'packages/server/dist/main.js'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@twincanvas/web'], { stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
