import { stackPrefix } from '../stacks/app';

/**
 * Finding a deployed tenant from its CloudFormation stack outputs, with the caller's AWS
 * credentials: the table (Data stack output `TableName`) and the site (Web stack output `SiteUrl`).
 * The CloudFormation client is a parameter, so the lookup is tested with a small fake; the real
 * client's path is tested with aws-sdk-client-mock (tests/infra/tenant-bootstrap-cloudformation.test.ts).
 */

/** The part of the AWS SDK's CloudFormation client this lookup uses. */
export interface CloudFormationApi {
  client: { send(command: unknown): Promise<unknown> };
  /** Builds a DescribeStacks command (the SDK's `new DescribeStacksCommand(input)`). */
  describeStacks(input: { StackName: string }): unknown;
  /** The region the client resolved (from --region, AWS_REGION or the profile). */
  region(): Promise<string>;
}

export interface DeployedTenant {
  tableName: string;
  siteUrl: string;
  region: string;
}

/** A stack of the tenant, named as infra/stacks/app.ts names it: `Helpdesk-<tenant>-<stage>-<part>`. */
export const tenantStackName = (tenant: string, stage: string, part: 'Data' | 'Web') =>
  `${stackPrefix(tenant, stage)}${part}`;

export class TenantLookupError extends Error {}

interface DescribeStacksAnswer {
  Stacks?: { StackStatus?: string; Outputs?: { OutputKey?: string; OutputValue?: string }[] }[];
}

async function stackOutput(api: CloudFormationApi, stackName: string, outputKey: string): Promise<string> {
  let answer: DescribeStacksAnswer;
  try {
    answer = (await api.client.send(api.describeStacks({ StackName: stackName }))) as DescribeStacksAnswer;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/does not exist/i.test(message)) {
      throw new TenantLookupError(`Stack ${stackName} was not found. Check --tenant, --stage and the AWS region.`);
    }
    throw new TenantLookupError(`Could not read stack ${stackName}: ${message}`);
  }
  const value = answer.Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === outputKey)?.OutputValue;
  if (!value) {
    throw new TenantLookupError(`Stack ${stackName} has no output ${outputKey}. Deploy the current version first.`);
  }
  return value;
}

export async function findDeployedTenant(
  api: CloudFormationApi,
  tenant: string,
  stage: string,
): Promise<DeployedTenant> {
  const tableName = await stackOutput(api, tenantStackName(tenant, stage, 'Data'), 'TableName');
  const siteUrl = await stackOutput(api, tenantStackName(tenant, stage, 'Web'), 'SiteUrl');
  return { tableName, siteUrl: siteUrl.replace(/\/+$/, ''), region: await api.region() };
}

/** A dev dependency, loaded only on the AWS path (the local path never needs it). */
const CLOUDFORMATION_MODULE = '@aws-sdk/client-cloudformation';

/** The real client, with the caller's credentials (profile, environment or SSO). */
export async function awsCloudFormation(region?: string): Promise<CloudFormationApi> {
  let sdk: {
    CloudFormationClient: new (config: {
      region?: string;
    }) => {
      send(command: unknown): Promise<unknown>;
      config: { region: () => Promise<string> };
    };
    DescribeStacksCommand: new (input: { StackName: string }) => unknown;
  };
  try {
    sdk = await import(CLOUDFORMATION_MODULE);
  } catch {
    throw new TenantLookupError(`The AWS path needs ${CLOUDFORMATION_MODULE}: npm ci (it is a dev dependency)`);
  }
  const client = new sdk.CloudFormationClient(region ? { region } : {});
  return {
    client,
    describeStacks: (input) => new sdk.DescribeStacksCommand(input),
    region: () => client.config.region(),
  };
}
