import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { resolveDataDir } from './locations.ts';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const roles = z
  .string()
  .default('api,web,worker')
  .transform((v) =>
    v
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(['api', 'web', 'worker'])).min(1, 'ROLES 至少包含 api、web、worker 之一'));

/** Every environment variable the platform reads. README's configuration table mirrors this list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Files and the embedded database; a relative path is taken from the repository root (locations.ts). */
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * An origin of its own for stored files (e.g. https://files.example.com, pointed at the same nodes): links
   * to /files/ name it and /files/ on the site's origin redirects there, so no member's upload is ever
   * same-origin with the site's pages (docs/spec-decisions.md "members' files as scripts, rolling upgrades").
   */
  FILES_ORIGIN: z
    .string()
    .url()
    .refine((value) => /^https?:$/.test(new URL(value).protocol), 'FILES_ORIGIN 须为 http(s) 地址')
    .optional(),
  /**
   * With nginx in front of a node on local storage (docs/operations.md "nginx"): after its signature check
   * /files/ answers with headers only and `X-Accel-Redirect: <this prefix><key>`, and nginx sends the bytes
   * from its `internal` location of that name (sendfile, ranges). Unset: the node streams the file itself.
   */
  FILES_ACCEL_REDIRECT: z
    .string()
    .regex(
      /^\/[A-Za-z0-9_\-/]*\/$/,
      'FILES_ACCEL_REDIRECT 须为以 / 开头并以 / 结尾的路径，如 /_files_internal/',
    )
    .optional(),
  /**
   * With nginx in front of nodes on local storage (docs/operations.md "nginx"): HLS segment links become
   * `/files/_hls/<key>?md5&expires`, checked and served by nginx's secure_link with this same secret, so a
   * segment never reaches a node (platform/storage/nginx-secure-link.ts). The key still needs the rights check.
   */
  MEDIA_SEGMENT_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,128}$/, 'MEDIA_SEGMENT_SECRET 须为 32 到 128 位字母、数字、- 或 _')
    .optional(),
  ROLES: roles,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_SECRET: z.string().min(32, 'APP_SECRET 至少 32 个字符').optional(),
  DATABASE_URL: z.string().optional(),
  DEMO_DATA: bool,
  NO_DEMO_DATA: bool,
  REDIS_URL: z.string().optional(),
  /** Read client IPs from X-Forwarded-For (only behind a proxy you run: per-IP limits trust it). */
  TRUST_PROXY: bool,
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /**
   * Outside production: lets a client that is not on this machine use the dev routes (outbox, sandbox
   * cashier, dev OAuth…) by sending it as X-Dev-Token. Without it a random one is made at each start and logged.
   */
  DEV_ROUTES_TOKEN: z.string().min(16, 'DEV_ROUTES_TOKEN 至少 16 个字符').optional(),
  /** Bearer token for GET /metrics; without it /metrics is open outside production and off in production. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN 至少 16 个字符').optional(),
  /** /metrics runs the ledger audit at most this often (seconds); scrapes in between report its last result. */
  METRICS_AUDIT_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  /** How long a stopping server waits for requests in flight before it closes anyway (milliseconds). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(25_000),
  /**
   * On SIGTERM an api/web node first serves this long with `Connection: close` on every answer, so the proxy
   * in front closes its idle connections to it before the node does (http/drain.ts); 0 = stop at once.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(30_000).default(1_500),
  /** Seconds a guest's answer of a public list is reused for other guests (0 = never). */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  // storage
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  /** Optional CDN or bucket base URL for `public/` keys; without it they are served through /files/. */
  S3_PUBLIC_BASE_URL: z.string().url().optional(),
  /**
   * Direct upload from the browser (001 §7): with an STS, GET /api/oss hands out 15-minute provider
   * credentials limited to puts under clients/uploads/ (platform/storage/sts). aliyun = Aliyun STS for OSS
   * (RPC signature), aws = AWS-style STS (SigV4: AWS, MinIO, Ceph, …). Needs STORAGE_DRIVER=s3.
   */
  STS_PROVIDER: z.enum(['aliyun', 'aws']).optional(),
  STS_ENDPOINT: z.string().url().optional(),
  /** SigV4 region of an aws-style STS (Aliyun's RPC signature has none). */
  STS_REGION: z.string().default('us-east-1'),
  STS_ROLE_ARN: z.string().optional(),
  STS_ACCESS_KEY_ID: z.string().optional(),
  STS_ACCESS_KEY_SECRET: z.string().optional(),
  /** CDN for HLS segments (origin: the bucket), with its type-A URL signing (Aliyun `auth_key`, Tencent `sign`). */
  MEDIA_CDN_BASE_URL: z.string().url().optional(),
  MEDIA_CDN_AUTH_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{6,40}$/, 'MEDIA_CDN_AUTH_KEY 须为 6 到 40 位字母或数字')
    .optional(),
  MEDIA_CDN_AUTH_PARAM: z
    .string()
    .regex(/^[A-Za-z_]{1,32}$/)
    .default('auth_key'),
  // sms and mail
  SMS_DRIVER: z.enum(['outbox', 'aliyun']).default('outbox'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  /** The template of member notices by SMS (variables ${title}, ${content}); optional: without it only e-mail and 消息回复 tell. */
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: z.string().optional(),
  /** Dysmsapi endpoint; only tests and private gateways change it. */
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  MAIL_DRIVER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('光子设计 <no-reply@localhost>'),
  // social login
  SOCIAL_DRIVER: z.enum(['dev', 'real', 'off']).default('dev'),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  QQ_APP_ID: z.string().optional(),
  QQ_APP_SECRET: z.string().optional(),
  /** Provider base URLs; only tests and proxies change them. */
  WECHAT_OPEN_BASE_URL: z.string().url().default('https://open.weixin.qq.com'),
  WECHAT_API_BASE_URL: z.string().url().default('https://api.weixin.qq.com'),
  QQ_BASE_URL: z.string().url().default('https://graph.qq.com'),
  // --- media and jobs (learning slice) ----------------------------------------------------------------
  /** Seals each video's AES-128 key at rest (AES-256-GCM). Unset: derived from APP_SECRET (开发默认). */
  MEDIA_KEY_SECRET: z.string().min(32, 'MEDIA_KEY_SECRET 至少 32 个字符').optional(),
  /** Lifetime of a lesson's playback link (token in the playlist URL and signed segment URLs). */
  MEDIA_LINK_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(7_200),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  /** POV-Ray (Debian `povray`): the demo's pictures and the render preview without a GPU backend. */
  POVRAY_PATH: z.string().default('povray'),
  /** espeak-ng (Debian `espeak-ng`): the narration of the demo's lesson videos. */
  ESPEAK_PATH: z.string().default('espeak-ng'),
  /**
   * Where the demo seed keeps the WebP pictures it draws from SVG (named by a hash of the drawing, so any
   * number of data directories may share it). Unset: DATA_DIR/cache/demo-pictures.
   */
  DEMO_PICTURE_CACHE_DIR: z.string().optional(),
  /**
   * Which narrated demo lessons the worker makes: 'all' (every lesson of the featured courses its own video,
   * the others sharing their topic's 课程导学) or 'guides' (the 导学 only, featured lessons pointing at them:
   * what the e2e platforms use, so they wait for minutes of video, not most of an hour).
   */
  DEMO_MEDIA: z.enum(['all', 'guides']).default('all'),
  /** Where made demo lesson videos are kept (named by a hash of their script). Unset: DATA_DIR/cache/demo-videos. */
  DEMO_VIDEO_CACHE_DIR: z.string().optional(),
  /** Queued jobs (transcodes) one worker process runs at once. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** How long a worker's claim on a job holds without its heartbeat: a killed worker's job runs again after this. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(60),
  // --- payments (wallet slice) -------------------------------------------------------------------------
  // pay_method 1 uses WeChat Pay API v3 (Native QR) when WECHATPAY_MCH_ID is set, pay_method 2 uses Alipay
  // when ALIPAY_APP_ID is set; otherwise that method uses the embedded 沙箱 provider outside production and
  // is refused in production. Keys: PEM text (with \n escapes), a path to a PEM file, or bare base64.
  WECHATPAY_MCH_ID: z.string().optional(),
  WECHATPAY_APP_ID: z.string().optional(),
  /** Serial number of the merchant API certificate (signs our requests). */
  WECHATPAY_MCH_SERIAL_NO: z.string().optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_API_V3_KEY: z.string().length(32, 'WECHATPAY_API_V3_KEY 必须是 32 个字符').optional(),
  /** WeChat Pay platform public key (or platform certificate) that signs notifies and answers. */
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  /** Its id / certificate serial; when set, the Wechatpay-Serial header must match it. */
  WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
  WECHATPAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  /** The merchant's PID (2088…); notifies for another seller are refused. */
  ALIPAY_SELLER_ID: z.string().optional(),
  ALIPAY_GATEWAY_URL: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /** 'qr' = alipay.trade.precreate QR in the page; 'page' = alipay.trade.page.pay HTML form (browser leaves the site). */
  ALIPAY_PAY_MODE: z.enum(['qr', 'page']).default('qr'),
  // --- end payments ---------------------------------------------------------------------------------------
  // --- AI chat (ai slice, platform/ai) --------------------------------------------------------------------
  // With AI_CHAT_BASE_URL set, questions go to an OpenAI-compatible /chat/completions (vLLM, Ollama,
  // llama.cpp server, DeepSeek, DashScope compatible mode …) with the site's own passages as context; without
  // it the embedded 站内资料检索 answers with extracted passages and links, labelled as not a language model.
  /** Base URL up to the version, e.g. https://api.deepseek.com/v1 or http://127.0.0.1:11434/v1. */
  AI_CHAT_BASE_URL: z.string().url().optional(),
  /** Sent as 'Authorization: Bearer …'; local servers (Ollama, llama.cpp) need none. */
  AI_CHAT_API_KEY: z.string().optional(),
  AI_CHAT_MODEL: z.string().max(100).optional(),
  /** How answers name the model (shown to members); default 'AI 大模型（<model>）'. */
  AI_CHAT_LABEL: z.string().max(40).optional(),
  /** Longest a whole answer may take. */
  AI_CHAT_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(120),
  /** Longest wait for the first byte and between two chunks of a streamed answer. */
  AI_CHAT_IDLE_SECONDS: z.coerce.number().int().min(2).max(300).default(30),
  AI_CHAT_MAX_TOKENS: z.coerce.number().int().min(16).max(32_768).default(1024),
  // --- AI smart render (ai slice, platform/ai) ------------------------------------------------------------
  /** 'preview' = the embedded CPU preview (预览（非AI生成）); 'a1111' = AUTOMATIC1111/Forge; 'comfyui' = ComfyUI. */
  RENDER_BACKEND: z.enum(['preview', 'a1111', 'comfyui']).default('preview'),
  /** Base URL of the AUTOMATIC1111/Forge web UI started with --api (e.g. http://gpu-1:7860). */
  A1111_URL: z.string().url().optional(),
  /** Base URL of the ComfyUI server (e.g. http://gpu-1:8188). */
  COMFYUI_URL: z.string().url().optional(),
  /** Checkpoint ComfyUI loads (a file in its models/checkpoints). */
  COMFYUI_CHECKPOINT: z.string().default('v1-5-pruned-emaonly.safetensors'),
  /** ControlNet / IP-Adapter model names for the GPU backend: 'lineart=…,depth=…,seg=…,style=…' (unset: v1.1 SD 1.5 names). */
  RENDER_CONTROL_MODELS: z.string().optional(),
  /** The three VAE choices (model1..model3), comma-separated names as the backend knows them. */
  RENDER_VAES: z.string().default('Automatic,vae-ft-mse-840000-ema-pruned.safetensors,kl-f8-anime2.ckpt'),
  /** Renders one worker process runs at once against the backend (a GPU renders one at a time). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  /** One render may take this long before it fails and is refunded. */
  RENDER_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** A job still queued after this long expires and is refunded. */
  RENDER_QUEUE_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** The preview's least time per image (0 = as fast as the CPU); staging uses it to see the queue move. */
  RENDER_PREVIEW_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** 'free' (default): previews cost nothing; 'charge': billed like GPU renders, to exercise billing without a GPU. */
  RENDER_PREVIEW_BILLING: z.enum(['free', 'charge']).default('free'),
  // --- end AI smart render ----------------------------------------------------------------------------------
});

/**
 * Settings that become required together (a driver needs its credentials; production needs real secrets).
 * Checked on the raw environment so that they are listed even when other values fail to parse.
 */
function missingTogether(source: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const need = (cond: boolean, keys: string[], why: string) => {
    if (!cond) return;
    for (const key of keys) if (!source[key]) problems.push(`  - ${key}: ${why} 时必须设置`);
  };
  need(
    source.STORAGE_DRIVER === 's3',
    ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    'STORAGE_DRIVER=s3',
  );
  need(
    !!source.STS_PROVIDER,
    ['STS_ENDPOINT', 'STS_ROLE_ARN', 'STS_ACCESS_KEY_ID', 'STS_ACCESS_KEY_SECRET'],
    'STS_PROVIDER',
  );
  if (source.FILES_ACCEL_REDIRECT && source.STORAGE_DRIVER === 's3')
    problems.push('  - FILES_ACCEL_REDIRECT: 只能与本地存储（STORAGE_DRIVER=local）一起使用');
  if (source.MEDIA_SEGMENT_SECRET && source.STORAGE_DRIVER === 's3')
    problems.push(
      '  - MEDIA_SEGMENT_SECRET: 只能与本地存储（STORAGE_DRIVER=local）一起使用（S3 的分片请用 MEDIA_CDN_BASE_URL）',
    );
  if (source.MEDIA_SEGMENT_SECRET && source.MEDIA_CDN_BASE_URL)
    problems.push('  - MEDIA_SEGMENT_SECRET: 不能与 MEDIA_CDN_BASE_URL 同时设置（分片只能由其中一方签名）');
  if (source.STS_PROVIDER && source.STORAGE_DRIVER !== 's3')
    problems.push('  - STS_PROVIDER: 只能与 STORAGE_DRIVER=s3 一起使用（本地磁盘没有 STS）');
  need(
    source.SMS_DRIVER === 'aliyun',
    [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ],
    'SMS_DRIVER=aliyun',
  );
  need(source.MAIL_DRIVER === 'smtp', ['SMTP_URL'], 'MAIL_DRIVER=smtp');
  need(!!source.MEDIA_CDN_BASE_URL, ['MEDIA_CDN_AUTH_KEY'], '设置 MEDIA_CDN_BASE_URL');
  need(
    source.SOCIAL_DRIVER === 'real',
    ['WECHAT_APP_ID', 'WECHAT_APP_SECRET', 'QQ_APP_ID', 'QQ_APP_SECRET'],
    'SOCIAL_DRIVER=real',
  );
  need(
    !!source.WECHATPAY_MCH_ID,
    [
      'WECHATPAY_APP_ID',
      'WECHATPAY_MCH_SERIAL_NO',
      'WECHATPAY_PRIVATE_KEY',
      'WECHATPAY_API_V3_KEY',
      'WECHATPAY_PLATFORM_PUBLIC_KEY',
    ],
    '设置 WECHATPAY_MCH_ID',
  );
  need(
    !!source.ALIPAY_APP_ID,
    ['ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'ALIPAY_SELLER_ID'],
    '设置 ALIPAY_APP_ID',
  );
  need(!!source.AI_CHAT_BASE_URL, ['AI_CHAT_MODEL'], '设置 AI_CHAT_BASE_URL');
  need(source.RENDER_BACKEND === 'a1111', ['A1111_URL'], 'RENDER_BACKEND=a1111');
  need(source.RENDER_BACKEND === 'comfyui', ['COMFYUI_URL'], 'RENDER_BACKEND=comfyui');
  need(source.NODE_ENV === 'production', ['APP_SECRET', 'DATABASE_URL', 'PUBLIC_URL'], 'NODE_ENV=production');
  if (
    source.FILES_ORIGIN &&
    source.PUBLIC_URL &&
    URL.canParse(source.FILES_ORIGIN) &&
    URL.canParse(source.PUBLIC_URL)
  )
    if (new URL(source.FILES_ORIGIN).origin === new URL(source.PUBLIC_URL).origin)
      problems.push('  - FILES_ORIGIN: 须与 PUBLIC_URL 不同源（文件域名的意义在于与站点分开）');
  return problems;
}

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'APP_SECRET' | 'PUBLIC_URL' | 'FILES_ORIGIN'> {
  APP_SECRET: string;
  PUBLIC_URL: string;
  /** FILES_ORIGIN as an origin (scheme, host, port; no path), or null when files share the site's origin. */
  FILES_ORIGIN: string | null;
  isProduction: boolean;
  /** Demo data and dev-only routes (outbox, sandbox cashier, dev OAuth) exist only outside production. */
  devTools: boolean;
  /** What X-Dev-Token must be for a dev route called from another machine (null in production). */
  devRoutesToken: string | null;
  dataDir: string;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops start-up with a readable list of every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`)),
    ...missingTogether(source),
  ];
  if (!parsed.success || problems.length) {
    throw new ConfigError(`配置错误 (configuration is invalid):\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolveDataDir(env.DATA_DIR);
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const isProduction = env.NODE_ENV === 'production';
  return {
    ...env,
    APP_SECRET: env.APP_SECRET ?? localSecret(dataDir),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    FILES_ORIGIN: env.FILES_ORIGIN ? new URL(env.FILES_ORIGIN).origin : null,
    isProduction,
    devTools: !isProduction,
    devRoutesToken: isProduction ? null : (env.DEV_ROUTES_TOKEN ?? randomBytes(18).toString('base64url')),
    dataDir,
  };
}

/** Outside production a secret is generated once per data directory so links survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, '.app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
