import {
  Annotations,
  CfnOutput,
  CrossStackReferences,
  Duration,
  ReferenceStrength,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cwActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import type { ScheduledJob } from '../routes';

/** What functions/lib/observability.ts emits: EMF metrics in this namespace, these dimensions. */
export const metricsNamespace = 'Helpdesk';
export const metricsService = 'helpdesk';

/** A function to watch: its key (`user.login`, `job.overdueSweep`) and the function. */
export interface WatchedFunction {
  key: string;
  function: lambda.IFunction;
  /**
   * A function held to one run at a time (the mail job: reserved concurrency 1) is throttled by
   * design when a stream batch and the schedule meet; Lambda retries those, so no throttle alarm.
   */
  throttlesExpected?: boolean;
}

/** A scheduled job (infra/routes.ts) with its function. */
export interface WatchedJob extends WatchedFunction, Pick<ScheduledJob, 'name' | 'everyMinutes'> {}

export interface OpsStackProps extends StackProps {
  tenant: string;
  stage: string;
  /** Where alarms go (`-c opsEmail=`); without it the topic has no subscriber (warned). */
  opsEmail?: string;
  httpApi: apigwv2.IHttpApi;
  table: dynamodb.ITable;
  /** The table's GSIs, whose throttling counts too. */
  indexNames: readonly string[];
  functions: readonly WatchedFunction[];
  jobs: readonly WatchedJob[];
}

/** CloudWatch metric math takes at most 10 metrics per alarm; function alarms watch groups of 10. */
export const functionsPerAlarm = 10;
/** The API's 5xx share (percent) over 5 minutes that alarms, once at least `minRequests` came in. */
export const api5xxAlarm = { percent: 5, minRequests: 20 } as const;

const period = Duration.minutes(5);

/**
 * The tenant's operations: one SNS topic for the ops e-mail, an alarm for every failure an
 * operator must act on, and one dashboard with the same figures. It comes last and reads the other
 * stacks weakly (Fn::GetStackOutput), so removing an endpoint never blocks on an export in use.
 */
export class OpsStack extends Stack {
  readonly topic: sns.Topic;
  readonly dashboard: cloudwatch.Dashboard;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: OpsStackProps) {
    super(scope, id, props);
    CrossStackReferences.of(this).consume(ReferenceStrength.WEAK);
    const { tenant, stage } = props;

    this.topic = new sns.Topic(this, 'Alarms', { displayName: `Helpdesk ${tenant} ${stage} alarms`, enforceSSL: true });
    if (props.opsEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.opsEmail));
    } else {
      Annotations.of(this).addWarningV2(
        'helpdesk:Ops.noEmail',
        'No ops e-mail: alarms go to an SNS topic nobody reads. Deploy with `-c opsEmail=ops@example.edu`.',
      );
    }
    const notify = new cwActions.SnsAction(this.topic);
    const alarm = (alarmId: string, alarmProps: cloudwatch.AlarmProps) => {
      const created = new cloudwatch.Alarm(this, alarmId, {
        ...alarmProps,
        alarmName: `${id}-${alarmId}`,
      });
      created.addAlarmAction(notify);
      created.addOkAction(notify);
      this.alarms.push(created);
      return created;
    };
    const appMetric = (metricName: string, statistic: string = cloudwatch.Stats.SUM) =>
      new cloudwatch.Metric({
        namespace: metricsNamespace,
        metricName,
        dimensionsMap: { service: metricsService, tenant },
        statistic,
        period,
      });

    // API: 5xx share of requests (API Gateway's own answers and the functions' 500s).
    const requests = props.httpApi.metricCount({ period, statistic: cloudwatch.Stats.SUM });
    const serverErrors = props.httpApi.metricServerError({ period, statistic: cloudwatch.Stats.SUM });
    const clientErrors = props.httpApi.metricClientError({ period, statistic: cloudwatch.Stats.SUM });
    const api5xxRate = new cloudwatch.MathExpression({
      expression: `IF(requests >= ${api5xxAlarm.minRequests}, 100 * FILL(errors, 0) / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      label: 'API 5xx (% of requests)',
      period,
    });
    alarm('Api5xxRate', {
      metric: api5xxRate,
      threshold: api5xxAlarm.percent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: `More than ${api5xxAlarm.percent}% of API requests answered 5xx in 5 minutes. Look at the API access log and the failing function's log (README "Where things go").`,
    });

    // Functions: any error (an unhandled failure or a timeout) or throttle, in groups of 10.
    const groups: WatchedFunction[][] = [];
    for (let start = 0; start < props.functions.length; start += functionsPerAlarm) {
      groups.push(props.functions.slice(start, start + functionsPerAlarm));
    }
    // Metric ids are unique per dashboard graph, so each group's ids carry its kind and number.
    const groupSum = (
      group: WatchedFunction[],
      idPrefix: string,
      metricOf: (fn: lambda.IFunction) => cloudwatch.Metric,
      label: string,
    ) => {
      const ids = group.map((_, index) => `${idPrefix}_${index}`);
      return new cloudwatch.MathExpression({
        expression: `SUM([${ids.join(', ')}])`,
        usingMetrics: Object.fromEntries(group.map((watched, index) => [ids[index], metricOf(watched.function)])),
        label,
        period,
      });
    };
    const errorSums: cloudwatch.MathExpression[] = [];
    const throttleSums: cloudwatch.MathExpression[] = [];
    groups.forEach((group, index) => {
      const names = group.map((watched) => watched.key).join(', ');
      const errors = groupSum(
        group,
        `errors${index + 1}`,
        (fn) => fn.metricErrors({ period, statistic: cloudwatch.Stats.SUM }),
        `Errors, group ${index + 1}`,
      );
      const throttles = groupSum(
        group.filter((watched) => !watched.throttlesExpected),
        `throttles${index + 1}`,
        (fn) => fn.metricThrottles({ period, statistic: cloudwatch.Stats.SUM }),
        `Throttles, group ${index + 1}`,
      );
      errorSums.push(errors);
      throttleSums.push(throttles);
      for (const [kind, metric] of [
        ['Errors', errors],
        ['Throttles', throttles],
      ] as const) {
        alarm(`Function${kind}${index + 1}`, {
          metric,
          threshold: 1,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
          alarmDescription:
            `A function ${kind === 'Errors' ? 'failed (error or timeout)' : 'was throttled'} in 5 minutes; one of: ${names}.`.slice(
              0,
              1024,
            ),
        });
      }
    });

    // Mail: any mail that failed to send (each failed attempt counts; the fifth keeps it failed).
    const mailsSent = appMetric('MailsSent');
    const mailsFailed = appMetric('MailsFailed');
    alarm('MailsFailed', {
      metric: mailsFailed,
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: 'A mail failed to send. Admin → Failed Mails lists them; the mailOutbox job log says why.',
    });

    // Background exports: one that could not be written (the user sees why and may retry).
    alarm('ExportsFailed', {
      metric: appMetric('ExportsFailed'),
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: 'A background export failed; the exportJobs job log says why.',
    });

    // Jobs: failing, or not running at all (a disabled rule, a broken deploy).
    const jobFigures: cloudwatch.IMetric[] = [];
    for (const job of props.jobs) {
      const invocations = job.function.metricInvocations({
        period: Duration.minutes(Math.max(5, job.everyMinutes * 2)),
        statistic: cloudwatch.Stats.SUM,
      });
      const errors = job.function.metricErrors({ period, statistic: cloudwatch.Stats.SUM });
      jobFigures.push(invocations.with({ label: `${job.name} runs` }), errors.with({ label: `${job.name} errors` }));
      alarm(`${job.name}Failing`, {
        metric: errors,
        threshold: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: `The ${job.name} job failed. Its log group holds the error.`,
      });
      alarm(`${job.name}NotRunning`, {
        metric: invocations,
        threshold: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.BREACHING,
        alarmDescription: `The ${job.name} job (every ${job.everyMinutes} min) did not run for two of its periods. Check its EventBridge rule.`,
      });
    }

    // DynamoDB: throttled reads or writes on the table or any index.
    const throttleMetrics: Record<string, cloudwatch.IMetric> = {};
    const targets = [undefined, ...props.indexNames];
    targets.forEach((indexName, index) => {
      for (const kind of ['Read', 'Write'] as const) {
        throttleMetrics[`${kind.toLowerCase()}${index}`] = new cloudwatch.Metric({
          namespace: 'AWS/DynamoDB',
          metricName: `${kind}ThrottleEvents`,
          dimensionsMap: {
            TableName: props.table.tableName,
            ...(indexName ? { GlobalSecondaryIndexName: indexName } : {}),
          },
          statistic: cloudwatch.Stats.SUM,
          period,
        });
      }
    });
    const tableThrottles = new cloudwatch.MathExpression({
      expression: `SUM([${Object.keys(throttleMetrics).join(', ')}])`,
      usingMetrics: throttleMetrics,
      label: 'DynamoDB throttled requests (table and indexes)',
      period,
    });
    alarm('DynamoDbThrottles', {
      metric: tableThrottles,
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: 'DynamoDB throttled requests on the tenant table or an index.',
    });

    // One dashboard with the same figures.
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: id,
      defaultInterval: Duration.hours(24),
    });
    const graph = (title: string, left: cloudwatch.IMetric[], right: cloudwatch.IMetric[] = []) =>
      new cloudwatch.GraphWidget({ title, left, right, width: 12, height: 6 });
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: `# Helpdesk ${tenant} (${stage})\nAlarms mail the ops topic. Logs: one log group per function, and the API access log.`,
        width: 24,
        height: 2,
      }),
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 }),
      graph('API requests and errors', [requests, clientErrors, serverErrors], [api5xxRate]),
      graph(
        'API latency (ms)',
        [
          props.httpApi.metricLatency({ period, statistic: cloudwatch.Stats.p(50), label: 'p50' }),
          props.httpApi.metricLatency({ period, statistic: cloudwatch.Stats.p(95), label: 'p95' }),
        ],
        [appMetric('ApiLatency', cloudwatch.Stats.p(95))],
      ),
      graph('Function errors', errorSums),
      graph('Function throttles', throttleSums),
      graph('Mails sent and failed', [mailsSent, mailsFailed]),
      graph('Jobs: runs and errors; sweep escalations', jobFigures, [appMetric('SweepEscalations')]),
      graph(
        'DynamoDB capacity used by requests',
        [appMetric('ConsumedReadUnits'), appMetric('ConsumedWriteUnits')],
        [tableThrottles],
      ),
      graph('Sign-in failures', [appMetric('LoginFailures')]),
    );

    new CfnOutput(this, 'AlarmTopicArn', { value: this.topic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: this.dashboard.dashboardName });
  }
}
