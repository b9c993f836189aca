import type { AuthService } from './auth/service.js';

/** Shared services the area plugins receive; built once in app.ts, passed on by registerModules. */
export interface ModuleDeps {
  auth: AuthService;
}
