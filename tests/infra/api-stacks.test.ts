import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { maxEndpointsPerStack, planApiStacks, stackGroups } from '../../infra/stacks/api-split';
import { tableActions } from '../../infra/stacks/function-runtime';
import { areaStackGroups } from '../../shared/contract/areas';
import { contractAreas, contractRoutes, resourceCount, syntheticRoutes, testApp } from './support';

const routeKeysOf = (template: Template): string[] =>
  Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((route) => route.Properties.RouteKey);

describe('API split', () => {
  it("takes each area's stack group from the contract, which names exactly the areas it uses", () => {
    expect(Object.keys(areaStackGroups).sort()).toEqual(contractAreas().sort());
    expect(stackGroups).toEqual(['Accounts', 'Tickets', 'Insights']);
    const plans = planApiStacks(syntheticRoutes(3, ['team', 'user', 'ticket']));
    expect(plans.map((plan) => [plan.name, plan.routes.map((route) => route.endpoint.area)])).toEqual([
      ['ApiAccounts', ['user']],
      ['ApiTickets', ['ticket']],
      ['ApiInsights', ['team']],
    ]);
  });

  it('keeps every stack under 400 resources with 110 endpoints over the real areas', () => {
    const routes = syntheticRoutes(110, contractAreas());
    const { stacks } = testApp({ endpoints: routes });
    expect(stacks.apiRoutes.length).toBeGreaterThan(1);
    for (const stack of [stacks.api, stacks.web, stacks.data, stacks.mail, ...stacks.apiRoutes]) {
      expect(resourceCount(stack), stack.stackName).toBeLessThan(400);
    }
    const routeKeys = stacks.apiRoutes.flatMap((stack) => routeKeysOf(Template.fromStack(stack)));
    expect(routeKeys.sort()).toEqual(routes.map((route) => `${route.endpoint.method} ${route.endpoint.path}`).sort());
  });

  it('splits one oversized area into numbered stacks under the cap', () => {
    const routes = syntheticRoutes(110, ['ticket']);
    const plans = planApiStacks(routes);
    expect(plans.map((plan) => plan.name)).toEqual(['ApiTickets', 'ApiTickets2']);
    expect(plans.every((plan) => plan.routes.length <= maxEndpointsPerStack)).toBe(true);
    const { stacks } = testApp({ endpoints: routes });
    for (const stack of stacks.apiRoutes) expect(resourceCount(stack), stack.stackName).toBeLessThan(400);
  });

  it('fits the whole contract, as if every handler existed, in the named groups', () => {
    const plans = planApiStacks(contractRoutes());
    expect(plans.map((plan) => plan.name).sort()).toEqual(stackGroups.map((group) => `Api${group}`).sort());
    expect(plans.flatMap((plan) => plan.routes)).toHaveLength(contractRoutes().length);
  });
});

describe('ApiRoutesStack', () => {
  const routes = contractRoutes();
  const { stacks } = testApp({ endpoints: routes });
  const templates = stacks.apiRoutes.map((stack) => Template.fromStack(stack));

  it('gives every endpoint exactly one function and one route keyed "METHOD path"', () => {
    const routeKeys = templates.flatMap(routeKeysOf);
    expect(routeKeys.sort()).toEqual(routes.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`).sort());
    expect(new Set(routeKeys).size).toBe(routes.length);
    const functionCount = templates.reduce(
      (sum, template) => sum + Object.keys(template.findResources('AWS::Lambda::Function')).length,
      0,
    );
    expect(functionCount).toBe(routes.length);
    for (const stack of stacks.apiRoutes) {
      expect([...stack.functions.keys()].sort()).toEqual(
        routes
          .filter(({ key }) => stack.functions.has(key))
          .map(({ key }) => key)
          .sort(),
      );
    }
    expect(stacks.apiRoutes.flatMap((stack) => [...stack.functions.keys()]).sort()).toEqual(
      routes.map(({ key }) => key).sort(),
    );
  });

  it('integrates each route with its own function through a Lambda proxy (payload 2.0)', () => {
    for (const template of templates) {
      const integrations = Object.values(template.findResources('AWS::ApiGatewayV2::Integration'));
      expect(integrations.length).toBe(Object.keys(template.findResources('AWS::ApiGatewayV2::Route')).length);
      const targets = integrations.map((integration) => {
        expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
        return JSON.stringify(integration.Properties.IntegrationUri);
      });
      expect(new Set(targets).size).toBe(integrations.length);
      template.resourceCountIs('AWS::Lambda::Permission', integrations.length);
    }
  });

  it('runs Node 24 on arm64 with 512 MB, 29 s for JSON and 60 s for CSV, logs kept a month', () => {
    const csvStack = stacks.apiRoutes.find((stack) =>
      [...stack.functions.keys()].some((key) => key.startsWith('dataExport.')),
    );
    const csvKey = routes.find(({ endpoint }) => endpoint.kind === 'csv')!.key;
    const jsonKey = routes.find(({ endpoint }) => endpoint.kind === 'json')!.key;
    for (const template of templates) {
      template.allResourcesProperties('AWS::Lambda::Function', {
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 512,
        LoggingConfig: { LogGroup: Match.anyValue() },
      });
      template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    }
    expect(csvStack).toBeDefined();
    const timeoutOf = (key: string) => {
      const stack = stacks.apiRoutes.find((candidate) => candidate.functions.has(key))!;
      return stack.functions.get(key)!.function.timeout?.toSeconds();
    };
    expect(timeoutOf(csvKey)).toBe(60);
    expect(timeoutOf(jsonKey)).toBe(29);
  });

  it('passes the runtime environment to every function', () => {
    for (const template of templates) {
      template.allResourcesProperties('AWS::Lambda::Function', {
        Environment: {
          Variables: {
            TABLE_NAME: Match.anyValue(),
            BUCKET_NAME: Match.anyValue(),
            JWT_SECRET_ARN: Match.anyValue(),
            SMTP_KEY_SECRET_ARN: Match.anyValue(),
            ORIGIN_VERIFY_SECRET_ARN: Match.anyValue(),
            TENANT: 'acme',
            STAGE: 'test',
            MAIL_FROM: 'helpdesk@acme.helpdesk.example',
            APP_URL: Match.anyValue(),
            SES_CONFIGURATION_SET: Match.anyValue(),
            NODE_OPTIONS: '--enable-source-maps',
          },
        },
      });
    }
  });

  it('grants table read/write without Scan, the bucket, the four secrets and SES sending', () => {
    for (const template of templates) {
      const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
        (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[],
      );
      const actions = statements.flatMap((statement) => [statement.Action].flat());
      expect(actions).toEqual(expect.arrayContaining([...tableActions, 's3:PutObject', 's3:GetObject*']));
      expect(actions).toEqual(expect.arrayContaining(['secretsmanager:GetSecretValue', 'ses:SendEmail']));
      expect(actions).not.toContain('dynamodb:Scan');
      expect(
        statements.filter((statement) => [statement.Action].flat().includes('secretsmanager:GetSecretValue')),
        // JWT key, SMTP key, the mail reply-address key and CloudFront's origin secret.
      ).toHaveLength(4);
    }
  });

  it('references the HTTP API without making the API stack depend back', () => {
    for (const stack of stacks.apiRoutes) expect(stack.dependencies).toContain(stacks.api);
    expect(stacks.api.dependencies).toEqual([]);
  });
});
