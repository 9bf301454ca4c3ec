import type { Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../functions/lib/observability';
import { apiAccessLogFields, apiThrottle } from '../../infra/stacks/api-stack';
import { api5xxAlarm, functionsPerAlarm, metricsNamespace, metricsService } from '../../infra/stacks/ops-stack';
import { contractRoutes, testApp } from './support';

const jobs = [
  { name: 'overdueSweep', everyMinutes: 15 },
  { name: 'mailOutbox', everyMinutes: 1 },
];

type Resource = { Properties: Record<string, unknown> } & Record<string, unknown>;
const alarmsOf = (template: Template) => Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
const alarmNamed = (template: Template, suffix: string) => {
  const found = alarmsOf(template).find((alarm) => String(alarm.Properties.AlarmName).endsWith(`-${suffix}`));
  if (!found) throw new Error(`No alarm ${suffix}`);
  return found.Properties as Record<string, any>;
};
const metricsOf = (alarm: Record<string, any>) =>
  (
    alarm.Metrics as { MetricStat?: { Metric: { MetricName: string; Namespace: string; Dimensions?: unknown[] } } }[]
  ).flatMap((entry) => (entry.MetricStat ? [entry.MetricStat.Metric] : []));

describe('OpsStack', () => {
  const routes = contractRoutes();
  const { stacks } = testApp({ endpoints: routes, jobs, opsEmail: 'ops@acme.edu' });
  const template = Template.fromStack(stacks.ops);
  const topicRef = { Ref: expect.stringMatching(/^Alarms/) };

  it('mails every alarm, and its recovery, to the ops address through one SNS topic', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@acme.edu' });
    const alarms = alarmsOf(template);
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([topicRef]);
      expect(alarm.Properties.OKActions).toEqual([topicRef]);
      expect(alarm.Properties.AlarmName).toMatch(/^Helpdesk-acme-test-Ops-/);
    }
  });

  it('warns when no ops e-mail is given', () => {
    const { stacks: withoutEmail } = testApp({ jobs });
    Template.fromStack(withoutEmail.ops).resourceCountIs('AWS::SNS::Subscription', 0);
    Annotations.fromStack(withoutEmail.ops).hasWarning('*', Match.stringLikeRegexp('opsEmail'));
  });

  it('alarms on the API 5xx rate', () => {
    const alarm = alarmNamed(template, 'Api5xxRate');
    expect(alarm.Threshold).toBe(api5xxAlarm.percent);
    expect(alarm.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
    expect(
      metricsOf(alarm)
        .map((metric) => `${metric.Namespace}/${metric.MetricName}`)
        .sort(),
    ).toEqual(['AWS/ApiGateway/5xx', 'AWS/ApiGateway/Count']);
    const expression = alarm.Metrics.find((entry: { Expression?: string }) => entry.Expression).Expression;
    expect(expression).toContain('100 * FILL(errors, 0) / requests');
  });

  it("alarms on any function's errors and throttles, every function covered", () => {
    const functionCount = routes.length + jobs.length;
    const groups = Math.ceil(functionCount / functionsPerAlarm);
    for (const kind of ['Errors', 'Throttles']) {
      const covered = Array.from({ length: groups }, (_, index) =>
        metricsOf(alarmNamed(template, `Function${kind}${index + 1}`)),
      ).flat();
      expect(covered).toHaveLength(functionCount);
      expect(new Set(covered.map((metric) => metric.MetricName))).toEqual(new Set([kind]));
      // Each metric names a different function.
      expect(new Set(covered.map((metric) => JSON.stringify(metric.Dimensions))).size).toBe(functionCount);
    }
    for (let index = 1; index <= groups; index += 1) {
      const alarm = alarmNamed(template, `FunctionErrors${index}`);
      expect(alarm.Threshold).toBe(1);
      expect(alarm.Metrics.length).toBeLessThanOrEqual(functionsPerAlarm + 1);
    }
  });

  it("alarms on the mail job's failed mails, from the metric the job emits", () => {
    expect(metricsNamespace).toBe(METRICS_NAMESPACE);
    expect(metricsService).toBe(SERVICE_NAME);
    const alarm = alarmNamed(template, 'MailsFailed');
    expect(alarm).toMatchObject({
      Namespace: 'Helpdesk',
      MetricName: 'MailsFailed',
      Dimensions: expect.arrayContaining([
        { Name: 'service', Value: 'helpdesk' },
        { Name: 'tenant', Value: 'acme' },
      ]),
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('alarms when the sweep fails or stops running (missing runs count as breaching)', () => {
    expect(alarmNamed(template, 'overdueSweepFailing')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Threshold: 1,
    });
    expect(alarmNamed(template, 'overdueSweepNotRunning')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Invocations',
      Period: 1800,
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
    });
    expect(alarmNamed(template, 'mailOutboxNotRunning')).toMatchObject({ MetricName: 'Invocations' });
  });

  it('alarms on DynamoDB throttled requests on the table and every index', () => {
    const metrics = metricsOf(alarmNamed(template, 'DynamoDbThrottles'));
    expect(new Set(metrics.map((metric) => metric.MetricName))).toEqual(
      new Set(['ReadThrottleEvents', 'WriteThrottleEvents']),
    );
    const indexes = metrics.flatMap((metric) =>
      (metric.Dimensions as { Name: string; Value: string }[])
        .filter((dimension) => dimension.Name === 'GlobalSecondaryIndexName')
        .map((dimension) => dimension.Value),
    );
    expect(new Set(indexes)).toEqual(new Set(['GSI1', 'GSI2', 'GSI3']));
    expect(metrics).toHaveLength(8);
  });

  it('draws one dashboard per tenant with these figures', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'Helpdesk-acme-test-Ops' });
    const body = JSON.stringify(
      Object.values(template.findResources('AWS::CloudWatch::Dashboard'))[0].Properties.DashboardBody,
    );
    for (const figure of [
      '5xx',
      'Latency',
      'ApiLatency',
      'Errors',
      'Throttles',
      'MailsSent',
      'MailsFailed',
      'SweepEscalations',
      'Invocations',
      'ConsumedReadUnits',
      'ConsumedWriteUnits',
      'ReadThrottleEvents',
      'LoginFailures',
      '\\"type\\":\\"alarm\\"',
    ]) {
      expect(body, figure).toContain(figure);
    }
  });

  it('reads the function stacks weakly, so removing an endpoint never blocks on an export in use', () => {
    const json = JSON.stringify(template.toJSON());
    expect(json).not.toContain('Fn::ImportValue');
    for (const stack of stacks.apiRoutes) expect(stacks.ops.dependencies).toContain(stack);
  });
});

describe('Log retention', () => {
  it('keeps every log group a month, never forever', () => {
    const { stacks } = testApp({ endpoints: contractRoutes().slice(0, 5), jobs });
    const all = [stacks.api, stacks.jobs, stacks.web, ...stacks.apiRoutes];
    const withFunctions = new Set<Stack>([stacks.jobs, ...stacks.apiRoutes]);
    let groups = 0;
    for (const stack of all) {
      const logGroups = Object.values(Template.fromStack(stack).findResources('AWS::Logs::LogGroup'));
      groups += logGroups.length;
      for (const group of logGroups) expect(group.Properties.RetentionInDays, stack.stackName).toBe(30);
      // Every function of ours logs to its own group with that retention.
      if (!withFunctions.has(stack)) continue;
      Template.fromStack(stack).allResourcesProperties('AWS::Lambda::Function', {
        LoggingConfig: { LogGroup: { Ref: Match.anyValue() } },
      });
    }
    expect(groups).toBe(5 + jobs.length + 1);
  });
});

describe('HTTP API stage', () => {
  const template = Template.fromStack(testApp().stacks.api);

  it('throttles every route by default and writes an access log line per request', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: apiThrottle.rateLimit,
        ThrottlingBurstLimit: apiThrottle.burstLimit,
      },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('AccessLogs'), 'Arn'] },
        Format: JSON.stringify(apiAccessLogFields),
      },
    });
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    expect(apiAccessLogFields.requestId).toBe('$context.requestId');
    expect(JSON.stringify(apiAccessLogFields)).not.toMatch(/authorization|body|header\./i);
  });
});
