import { DATABASE_TYPE } from '@twincanvas/model';
import type { JsonText } from '../lib/jsonText.js';

/**
 * Kinds of data source (docs/reference.md#data-binding). The
 * names are the database-type keys (docs/reference.md#data-source-codes); those with a database type code keep it (api 0, mysql 1,
 * oracle 3, sqlServer 4, postgreSQL 5, DAYU 6). File and socket sources have no code.
 */
export const SOURCE_KINDS = [
  'api',
  'mysql',
  'oracle',
  'sqlServer',
  'postgreSQL',
  'DAYU',
  'file',
  'socket',
  /** The digital-twin platform's API, reached through this server's twin gateway client (modules/twin). */
  'twins',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const SQL_KINDS: readonly SourceKind[] = ['mysql', 'oracle', 'sqlServer', 'postgreSQL'];

export const KIND_CODE: Partial<Record<SourceKind, number>> = { ...DATABASE_TYPE };

/** Accepts a kind name in any letter case, or a database type code (0, 1, 3, 4, 5, 6). */
export function kindOf(v: unknown): SourceKind | null {
  if (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v))) {
    const code = Number(v);
    return (Object.entries(KIND_CODE).find(([, c]) => c === code)?.[0] as SourceKind | undefined) ?? null;
  }
  if (typeof v !== 'string') return null;
  const lower = v.toLowerCase().replace(/[\s_-]/g, '');
  const aliases: Record<string, SourceKind> = {
    sqlserver: 'sqlServer',
    mssql: 'sqlServer',
    postgresql: 'postgreSQL',
    postgres: 'postgreSQL',
    pg: 'postgreSQL',
    dayu: 'DAYU',
    mariadb: 'mysql',
    websocket: 'socket',
    digitaltwin: 'twins',
  };
  return aliases[lower] ?? SOURCE_KINDS.find((k) => k.toLowerCase() === lower) ?? null;
}

export interface KeyValue {
  key: string;
  value: string;
}

/** Body types (docs/reference.md#data-binding): none 0, form 1, json 2. */
export type BodyType = 0 | 1 | 2;

/** The token request of authenticationType 2. */
export interface TokenConfig {
  url: string;
  requestType: 'GET' | 'POST';
  bodyType: BodyType;
  /** Template; ${appkey}, ${appsecret}, ${appuser}, ${apppassword} are filled in on the server. */
  body: string;
  headers: KeyValue[];
  /** Dotted path of the token in the answer; empty tries token, access_token, data.token, data.access_token. */
  path: string;
  /** Header that carries the token on data requests, and its prefix. */
  header: string;
  prefix: string;
  /** How long a fetched token is reused (default 300 s, the spec's twin token validity). */
  ttlSeconds: number;
}

/** api and DAYU sources. Secret header values live in ApiSecrets.headers, not here. */
export interface ApiConfig {
  url: string;
  requestType: 'GET' | 'POST';
  headers: KeyValue[];
  bodyType: BodyType;
  body: string;
  /** 0 none, 1 app key and secret (headers appkey / appsecret, or the DAYU signature), 2 token. */
  authenticationType: 0 | 1 | 2;
  appKey: string;
  appUser: string;
  /** Source whose token configuration serves this one (authenticationType 2); empty: its own. */
  tokenUid: string;
  token: TokenConfig | null;
}

export interface ApiSecrets {
  appSecret?: string;
  appPassword?: string;
  /** Values of headers whose names say they are credentials (authorization, cookie, *token*, *key*…). */
  headers?: Record<string, string>;
}

export interface SqlConfig {
  host: string;
  port: number;
  database: string;
  user: string;
  /** Oracle: whether `database` names a SID or a service name. */
  sidOrService?: 'sid' | 'service';
  /** SQL Server: TLS (default on). */
  encrypt?: boolean;
  /** Default query, run when a request names the source without its own SQL (test, preview). */
  sql?: string;
}

export interface SqlSecrets {
  password?: string;
}

export interface SocketConfig {
  url: string;
}

export interface FileConfig {
  fileName: string;
  format: 'csv' | 'xlsx' | 'json';
  rowCount: number;
  columns: string[];
}

/** A request to run against a source: from the data panel, a component, a preview or a share page. */
export interface RunRequest {
  type: SourceKind;
  sourceId?: string | undefined;
  url?: string | undefined;
  requestType?: 'GET' | 'POST' | undefined;
  headers?: Record<string, string> | undefined;
  params?: Record<string, unknown> | undefined;
  bodyType?: BodyType | undefined;
  body?: unknown;
  sql?: string | undefined;
}

export type Variables = Record<string, unknown>;

/** What a connector answers: the data and facts about how it was obtained. */
export interface RunResult {
  data: unknown;
  /** The same data as the source's own JSON bytes, when it answered JSON (api and DAYU): pass this on. */
  json?: JsonText;
  meta: {
    /** Milliseconds the upstream took (HTTP exchange or query), for the proxy overhead figure. */
    upstreamMs: number;
    status?: number;
    rows?: number;
    truncated?: boolean;
    columns?: string[];
  };
}
