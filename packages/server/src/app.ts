import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import { registerAccess } from './http/access.js';
import { registerEnvelope, sendNotFound } from './http/envelope.js';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './lib/rate-limit.js';
import { AccessTokens } from './lib/tokens.js';
import { AuthService } from './modules/auth/service.js';
import { registerModules } from './modules/index.js';
import { registerWeb } from './web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    limiter: RateLimiter;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** false in API tests: no static web app. */
  serveWeb?: boolean;
}

/** Builds the whole app from plugins; main.ts listens, tests use app.inject. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const limiter: RateLimiter = redis ? new RedisRateLimiter(redis) : new MemoryRateLimiter();
  app.decorate('limiter', limiter);
  app.addHook('onClose', async () => {
    redis?.disconnect();
    await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the filter worker compile QuickJS's WebAssembly; it does not allow eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'http:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ['http:', 'https:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const apiPrefix = `${config.basePath}api/`;
  registerEnvelope(app);
  const tokens = new AccessTokens(config.secret, config.accessTokenTtl);
  registerAccess(app, { db: database.db, tokens, apiPrefix });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TwinCanvas API',
        version: '0.1.0',
        description: 'Answers are {code, msg, data}; code "0" is success.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}docs` });

  const auth = new AuthService(database.db, tokens, app.limiter, {
    access: config.accessTokenTtl,
    refresh: config.refreshTokenTtl,
  });
  await app.register((api) => registerModules(api, { auth }), { prefix: apiPrefix.slice(0, -1) });

  if (opts.serveWeb !== false) await registerWeb(app, config);
  else app.setNotFoundHandler(sendNotFound);
  return app;
}
