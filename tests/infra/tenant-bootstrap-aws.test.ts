import {
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { Template } from 'aws-cdk-lib/assertions';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CloudFormationApi, findDeployedTenant, TenantLookupError, tenantStackName } from '../../infra/tenant/aws';
import { runTenantCli } from '../../infra/tenant/cli';
import { testApp } from './support';

/**
 * `npm run tenant -- bootstrap --tenant … --stage …` against AWS: the stack outputs are read through
 * a small fake CloudFormation client (the SDK's client package is not a dependency; see
 * infra/tenant/aws.ts), and DynamoDB is mocked at the SDK boundary to see what the admin write is.
 */

type Outputs = Record<string, Record<string, string>>;

/** A CloudFormation client that knows these stacks and their outputs, and records what it was asked. */
function fakeCloudFormation(stacks: Outputs, region = 'eu-west-1') {
  const asked: string[] = [];
  const api: CloudFormationApi = {
    client: {
      async send(command) {
        const name = (command as { input: { StackName: string } }).input.StackName;
        asked.push(name);
        const outputs = stacks[name];
        if (!outputs) throw new Error(`Stack with id ${name} does not exist`);
        return {
          Stacks: [
            {
              StackStatus: 'UPDATE_COMPLETE',
              Outputs: Object.entries(outputs).map(([OutputKey, OutputValue]) => ({ OutputKey, OutputValue })),
            },
          ],
        };
      },
    },
    describeStacks: (input) => ({ input }),
    region: async () => region,
  };
  return { api, asked };
}

const acmeStacks: Outputs = {
  'Helpdesk-acme-prod-Data': { TableName: 'Helpdesk-acme-prod-Data-Table1234' },
  'Helpdesk-acme-prod-Web': { SiteUrl: 'https://d111111abcdef8.cloudfront.net/' },
};

describe('the outputs the command reads', () => {
  it('are declared by the Data and Web stacks it names', () => {
    const { stacks } = testApp();
    expect(tenantStackName('acme', 'prod', 'Data')).toBe('Helpdesk-acme-prod-Data');
    expect(Object.keys(Template.fromStack(stacks.data).findOutputs('TableName'))).toEqual(['TableName']);
    expect(Object.keys(Template.fromStack(stacks.web).findOutputs('SiteUrl'))).toEqual(['SiteUrl']);
    expect(stacks.data.stackName).toBe(tenantStackName('acme', 'test', 'Data'));
    expect(stacks.web.stackName).toBe(tenantStackName('acme', 'test', 'Web'));
  });
});

describe('finding a deployed tenant', () => {
  it('reads the table from the Data stack and the site from the Web stack', async () => {
    const { api, asked } = fakeCloudFormation(acmeStacks);
    expect(await findDeployedTenant(api, 'acme', 'prod')).toEqual({
      tableName: 'Helpdesk-acme-prod-Data-Table1234',
      siteUrl: 'https://d111111abcdef8.cloudfront.net',
      region: 'eu-west-1',
    });
    expect(asked).toEqual(['Helpdesk-acme-prod-Data', 'Helpdesk-acme-prod-Web']);
  });

  it('says which stack is missing', async () => {
    const { api } = fakeCloudFormation(acmeStacks);
    await expect(findDeployedTenant(api, 'acme', 'dev')).rejects.toThrow(
      new TenantLookupError('Stack Helpdesk-acme-dev-Data was not found. Check --tenant, --stage and the AWS region.'),
    );
  });

  it('says which output is missing (a stack deployed before the output existed)', async () => {
    const { api } = fakeCloudFormation({ ...acmeStacks, 'Helpdesk-acme-prod-Data': {} });
    await expect(findDeployedTenant(api, 'acme', 'prod')).rejects.toThrow(/has no output TableName/);
  });
});

describe('bootstrap on AWS', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const saved = { ...process.env };
  let out: string[];
  let err: string[];

  beforeEach(() => {
    dynamo.reset();
    out = [];
    err = [];
    process.env.DYNAMODB_ENDPOINT = 'http://127.0.0.1:1';
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  const run = (args: string[], stacks = acmeStacks) =>
    runTenantCli(['bootstrap', ...args], {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      cloudFormation: async () => fakeCloudFormation(stacks).api,
    });

  it('writes the first central admin to the tenant table and prints the link to its site', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(UpdateCommand).resolves({ Attributes: { value: 1 } });
    dynamo.on(TransactWriteCommand).resolves({});

    const code = await run([
      '--tenant',
      'acme',
      '--stage',
      'prod',
      '--admin-email',
      'Head@Acme.edu',
      '--admin-name',
      'Hema Head',
    ]);
    expect(code, err.join('\n')).toBe(0);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      /^Set-password link: https:\/\/d111111abcdef8\.cloudfront\.net\/setPassword\?token=[\w-]{43}$/,
    );
    // Real AWS, not the local emulator; the region the caller's profile resolved.
    expect(process.env.DYNAMODB_ENDPOINT).toBeUndefined();
    expect(process.env.AWS_REGION).toBe('eu-west-1');

    const writes = dynamo
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input as TransactWriteCommandInput);
    const items = writes.flatMap((input) => input.TransactItems ?? []);
    expect(
      items.every(
        (item) => (item.Put ?? item.Update ?? item.Delete)?.TableName === 'Helpdesk-acme-prod-Data-Table1234',
      ),
    ).toBe(true);
    const user = items.find((item) => item.Put?.Item?.entity === 'user')?.Put?.Item;
    expect(user).toMatchObject({
      id: '1',
      email: 'head@acme.edu',
      fullName: 'Hema Head',
      helpdeskRole: 'central admin',
      passwordHash: '',
    });
    const token = out[0].split('token=')[1];
    const link = items.find((item) => item.Put?.Item?.entity === 'passwordToken')?.Put?.Item;
    expect(link).toMatchObject({ userId: '1', purpose: 'bootstrap' });
    expect(JSON.stringify(link)).not.toContain(token);
    const mail = items.find((item) => item.Put?.Item?.entity === 'mail')?.Put?.Item;
    expect(mail).toMatchObject({ to: ['head@acme.edu'], status: 'pending' });
    expect(String(mail?.text)).toContain(out[0].replace('Set-password link: ', ''));
  });

  it('uses --site-url for a custom domain', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(UpdateCommand).resolves({ Attributes: { value: 7 } });
    dynamo.on(TransactWriteCommand).resolves({});
    const args = ['--tenant', 'acme', '--stage', 'prod', '--admin-email', 'a@acme.edu', '--admin-name', 'A'];
    expect(await run([...args, '--site-url', 'https://helpdesk.acme.edu/'])).toBe(0);
    expect(out[0]).toMatch(/^Set-password link: https:\/\/helpdesk\.acme\.edu\/setPassword\?token=/);
  });

  it('refuses when the tenant has a central admin, writing nothing', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ id: '3', email: 'boss@acme.edu', helpdeskRole: 'central admin' }] });
    const code = await run(['--tenant', 'acme', '--stage', 'prod', '--admin-email', 'b@acme.edu', '--admin-name', 'B']);
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(err.join('\n')).toContain('already has a central admin (boss@acme.edu)');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('reports a tenant it cannot find, with exit code 1', async () => {
    const code = await run(['--tenant', 'nope', '--stage', 'prod', '--admin-email', 'b@acme.edu', '--admin-name', 'B']);
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('Stack Helpdesk-nope-prod-Data was not found');
    expect(dynamo.calls()).toHaveLength(0);
  });
});
