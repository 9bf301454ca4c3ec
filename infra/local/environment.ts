/**
 * Where a local stack is, from its port: light on purpose (no emulator code), so commands that talk
 * to a running stack (`npm run tenant`) find it the way infra/local/stack.ts starts it.
 */

export const TABLE_NAME = 'helpdesk-local';
export const BUCKET_NAME = 'helpdesk-attachments-local';

/**
 * The loopback ports of a stack whose web + API origin is `port` (the emulators follow it). PORT+13
 * is the local SMTP listener's; PORT+14 the local OpenID Connect provider's (issue 20).
 */
export const localStackPorts = (port: number) => ({
  web: port,
  dynamodb: port + 10,
  s3: port + 11,
  ses: port + 12,
  /** The inbound SMTP listener (issue 19): mail to the support address. */
  smtp: port + 13,
  oidc: port + 14,
});

/** The local provider's client: the demo tenant's provider `demo` (its secret is per data folder). */
export const LOCAL_OIDC_CLIENT_ID = 'helpdesk-local';

/**
 * The environment the handlers see on the local stack at `port`, secrets aside. The tenant command
 * (infra/tenant/cli.ts) uses it to reach a running stack the way the stack itself does.
 */
export function localStackEnvironment(port: number, tenant = 'demo'): Record<string, string> {
  const ports = localStackPorts(port);
  return {
    TABLE_NAME,
    BUCKET_NAME,
    TENANT: tenant,
    STAGE: 'local',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamodb}`,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    SES_ENDPOINT: `http://127.0.0.1:${ports.ses}`,
    MAIL_FROM: `helpdesk@${tenant}.local`,
    SUPPORT_ADDRESS: `help@${tenant}.local`,
    // Received mail is kept beside the attachments locally (its own bucket in AWS).
    INBOUND_MAIL_PREFIX: 'inbound/',
    APP_URL: `http://localhost:${port}`,
  };
}
