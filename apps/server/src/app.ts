import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { App, AppContext } from './app-context.ts';
import { registerCompression } from './http/compression.ts';
import { registerDrainHandling } from './http/drain.ts';
import { installErrorHandling } from './http/errors.ts';
import { registerDevRouteGuard } from './http/dev-route-guard.ts';
import { registerHealthRoutes } from './http/health.ts';
import { logOrderNumbers } from './http/log-fields.ts';
import { registerMetrics } from './http/metrics.ts';
import { apiDocsPolicy, registerSecurityHeaders } from './http/security-headers.ts';
import { domainCollectors } from './domain-metrics.ts';
import { registerSlices } from './slices/index.ts';

export interface BuildOptions {
  /** Pino logger options, or false to silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Registers the server-rendered web app after the API (the 'web' role); see web/serve-web.ts. */
  registerWeb?: (app: App) => Promise<void>;
}

/**
 * Builds the HTTP app around an already-opened context. The API ('api' role) and the server-rendered web
 * ('web' role) share one Fastify instance when both roles run in one process.
 */
export async function buildApp(context: Omit<AppContext, 'log'>, options: BuildOptions = {}): Promise<App> {
  const fastify = Fastify({
    logger: options.logger ?? { level: context.config.LOG_LEVEL },
    bodyLimit: context.config.BODY_LIMIT_BYTES,
    // Loopback is always trusted: the server-rendered web calls this API from 127.0.0.1 and forwards the
    // visitor's address (web/serve-web.ts); TRUST_PROXY trusts a reverse proxy in front as well.
    trustProxy: context.config.TRUST_PROXY ? true : 'loopback',
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64
        ? req.headers['x-request-id']
        : randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  const app = fastify as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', { ...context, log: fastify.log });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerDrainHandling(app);
  installErrorHandling(app, context.config.DATABASE_URL);
  await registerSecurityHeaders(app, context.config);
  registerMetrics(app, context.config, domainCollectors(app.ctx));
  logOrderNumbers(app);
  // Outside production the dev routes answer only this machine or the start's token (http/dev-route-guard.ts).
  if (context.config.devRoutesToken) registerDevRouteGuard(app, context.config.devRoutesToken);
  // Before any route: the plugin attaches itself to each route as it is added (http/compression.ts).
  await registerCompression(app);

  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 20 } });
  if (context.config.ROLES.includes('api')) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: '光子设计平台 API',
          version: '1.0.0',
          description:
            '所有应答均为 {code, msg, data}（开票调用另带与 msg 相同的 message，001 §7）；code 200 成功，4001 登录失效，4423 光子不足。',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: apiDocsPolicy });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await registerSlices(app);
    // Unknown API paths answer the envelope, never the web app's HTML.
    app.all('/api/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  }
  registerHealthRoutes(app);
  if (options.registerWeb && context.config.ROLES.includes('web')) await options.registerWeb(app);
  return app;
}
