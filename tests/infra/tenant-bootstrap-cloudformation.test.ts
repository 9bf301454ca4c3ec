import {
  CloudFormationClient,
  DescribeStacksCommand,
  type DescribeStacksCommandOutput,
} from '@aws-sdk/client-cloudformation';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runTenantCli } from '../../infra/tenant/cli';

/**
 * `npm run tenant -- bootstrap --tenant … --stage …` on its real AWS path: the AWS SDK's own
 * CloudFormation client (infra/tenant/aws.ts awsCloudFormation, no injected fake) mocked at the SDK
 * boundary with aws-sdk-client-mock, and DynamoDB likewise, so the test sees the DescribeStacks
 * calls the command makes and the admin it writes to the table it found.
 */

const cloudFormation = mockClient(CloudFormationClient);
const dynamo = mockClient(DynamoDBDocumentClient);

const outputsOf = (outputs: Record<string, string>): Partial<DescribeStacksCommandOutput> => ({
  Stacks: [
    {
      StackName: 'stack',
      StackStatus: 'CREATE_COMPLETE' as const,
      CreationTime: new Date(),
      Outputs: Object.entries(outputs).map(([OutputKey, OutputValue]) => ({ OutputKey, OutputValue })),
    },
  ],
});

describe('bootstrap on AWS through the SDK CloudFormation client', () => {
  const saved = { ...process.env };
  let out: string[];
  let err: string[];

  beforeEach(() => {
    cloudFormation.reset();
    dynamo.reset();
    out = [];
    err = [];
    process.env.DYNAMODB_ENDPOINT = 'http://127.0.0.1:1';
    // Credentials are never used (every call is mocked), but the SDK resolves them lazily.
    process.env.AWS_ACCESS_KEY_ID = 'test';
    process.env.AWS_SECRET_ACCESS_KEY = 'test';
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  const args = ['--tenant', 'acme', '--stage', 'prod', '--region', 'ap-south-1'];
  const run = (more: string[]) =>
    runTenantCli(['bootstrap', ...args, ...more], { out: (line) => out.push(line), err: (line) => err.push(line) });

  it('reads TableName and SiteUrl from the stacks, then writes the admin to that table in that region', async () => {
    cloudFormation
      .on(DescribeStacksCommand, { StackName: 'Helpdesk-acme-prod-Data' })
      .resolves(outputsOf({ TableName: 'Helpdesk-acme-prod-Data-TableCD117FA1-1A2B3C' }))
      .on(DescribeStacksCommand, { StackName: 'Helpdesk-acme-prod-Web' })
      .resolves(outputsOf({ SiteUrl: 'https://d222222abcdef8.cloudfront.net' }));
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(UpdateCommand).resolves({ Attributes: { value: 1 } });
    dynamo.on(TransactWriteCommand).resolves({});

    const code = await run(['--admin-email', 'Priya@Acme.edu', '--admin-name', 'Priya Sharma']);
    expect(code, err.join('\n')).toBe(0);

    const asked = cloudFormation
      .calls()
      .map((call) => (call.args[0] as { input: { StackName: string } }).input.StackName);
    expect(asked).toEqual(['Helpdesk-acme-prod-Data', 'Helpdesk-acme-prod-Web']);
    expect(process.env.AWS_REGION).toBe('ap-south-1');
    expect(process.env.DYNAMODB_ENDPOINT).toBeUndefined();
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      /^Set-password link: https:\/\/d222222abcdef8\.cloudfront\.net\/setPassword\?token=[\w-]{43}$/,
    );

    const items = dynamo.commandCalls(TransactWriteCommand).flatMap((call) => call.args[0].input.TransactItems ?? []);
    const tables = new Set(
      items.map((item) => (item.Put ?? item.Update ?? item.Delete ?? item.ConditionCheck)?.TableName),
    );
    expect([...tables]).toEqual(['Helpdesk-acme-prod-Data-TableCD117FA1-1A2B3C']);
    expect(items.find((item) => item.Put?.Item?.entity === 'user')?.Put?.Item).toMatchObject({
      email: 'priya@acme.edu',
      fullName: 'Priya Sharma',
      helpdeskRole: 'central admin',
    });
    expect(items.find((item) => item.Put?.Item?.entity === 'passwordToken')?.Put?.Item).toMatchObject({
      purpose: 'bootstrap',
    });
  });

  it('names the missing stack when CloudFormation does not know it, writing nothing', async () => {
    cloudFormation
      .on(DescribeStacksCommand)
      .rejects(
        Object.assign(new Error('Stack with id Helpdesk-acme-prod-Data does not exist'), { name: 'ValidationError' }),
      );
    const code = await run(['--admin-email', 'a@acme.edu', '--admin-name', 'A']);
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(
      'Stack Helpdesk-acme-prod-Data was not found. Check --tenant, --stage and the AWS region.',
    );
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('names a missing output (a stack deployed before the output existed)', async () => {
    cloudFormation.on(DescribeStacksCommand).resolves(outputsOf({}));
    const code = await run(['--admin-email', 'a@acme.edu', '--admin-name', 'A']);
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('Stack Helpdesk-acme-prod-Data has no output TableName');
    expect(dynamo.calls()).toHaveLength(0);
  });
});
