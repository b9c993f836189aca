import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import {
  ANSWER_BROTLI_QUALITY,
  COMPRESS_THRESHOLD,
  registerAnswerCompression,
} from './http/compressAnswers.js';
import helmet from '@fastify/helmet';
import { constants as zlibConstants } from 'node:zlib';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import { registerAccess } from './http/access.js';
import { registerNulGuard } from './http/nul.js';
import { registerEnvelope, sendNotFound } from './http/envelope.js';
import { loggerOptions } from './http/logging.js';
import {
  FallbackRateLimiter,
  MemoryRateLimiter,
  RedisRateLimiter,
  type RateLimiter,
} from './lib/rateLimit.js';
import { setPasswordHashCost } from './lib/password.js';
import { AccessTokens } from './lib/tokens.js';
import { AuthService } from './modules/auth/index.js';
import { declaredProjectCheck } from './modules/documents/index.js';
import { registerModules } from './modules/index.js';
import { registerWeb } from './web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    limiter: RateLimiter;
    /** The app's Redis client when REDIS_URL is set (health, shared limits, cross-node state). */
    redis: Redis | null;
  }
}

/** A request id a proxy may pass on (X-Request-Id): short and plain, so it cannot forge log lines. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  /** false in API tests: no static web app. */
  serveWeb?: boolean;
}

/** Builds the whole app from plugins; main.ts listens, tests use app.inject. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  setPasswordHashCost(config.passwordHashCost);
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // Only named proxies may tell the client's address (per-address limits would be forgeable otherwise).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Every log line of a request carries its id (reqId); the proxy's id is kept so both logs join up.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  // The id goes back to the caller, so a person reporting an error can quote it.
  app.addHook('onRequest', async (req, reply) => {
    void reply.header('x-request-id', req.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // No offline queue: while Redis is down a command fails at once and the limiter falls back.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  let redisWarnedAt = 0;
  const redisDown = (err: unknown) => {
    if (Date.now() - redisWarnedAt < 10_000) return;
    redisWarnedAt = Date.now();
    app.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'Redis unavailable');
  };
  redis?.on('error', redisDown);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  const limiter: RateLimiter = redis
    ? new FallbackRateLimiter(new RedisRateLimiter(redis), redisDown)
    : new MemoryRateLimiter();
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

  // JSON answers compressed in one call, other answers (streams, text) through @fastify/compress, both
  // at a fast brotli level since this is per request; built assets arrive precompressed and are left alone.
  registerAnswerCompression(app);
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
  });

  const apiPrefix = `${config.basePath}api/`;
  registerEnvelope(app);
  registerNulGuard(app);
  const tokens = new AccessTokens(config.secret, config.accessTokenTtl);
  registerAccess(app, { db: database.db, tokens, apiPrefix, projectCheck: declaredProjectCheck });

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
