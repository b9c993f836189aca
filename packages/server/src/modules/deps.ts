import type { AuthService } from './auth/index.js';

/** Shared services the area plugins receive; built once in app.ts, passed on by registerModules. */
export interface ModuleDeps {
  auth: AuthService;
}
