import { CfnOutput, Duration, type RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sesActions from 'aws-cdk-lib/aws-ses-actions';
import type { Construct } from 'constructs';
import type { ApiFunction } from '../constructs/api-function';
import { FunctionGroup } from '../constructs/function-group';
import { jobKey, jobTimeoutMinutes, type ScheduledJob } from '../routes';
import type { FunctionCodeProvider, FunctionRuntime } from './function-runtime';

export interface JobsStackProps extends StackProps {
  jobs: readonly ScheduledJob[];
  /** The tenant's table, whose stream triggers jobs with a `tableTrigger`. */
  table?: dynamodb.ITable;
  functionCode: FunctionCodeProvider;
  runtime: FunctionRuntime;
  removalPolicy: RemovalPolicy;
  /** Issue 19: SES receiving for the support address, into the inboundMail function. */
  inboundMail?: { supportAddress: string; bucket: s3.IBucket; prefix: string };
}

/** One function and one EventBridge schedule per job (overdue sweep, escalation, mail outbox). */
export class JobsStack extends Stack {
  readonly functions: ReadonlyMap<string, ApiFunction> = new Map();

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    if (props.jobs.length === 0 && !props.inboundMail) {
      // `cdk deploy` skips a stack without resources; it fills up once a job is declared.
      Validations.of(this).acknowledge({ id: 'CloudFormation-Validate::F0001', reason: 'No scheduled jobs yet.' });
      return;
    }

    const group = new FunctionGroup(this, props);
    this.functions = group.functions;

    if (props.inboundMail) this.receiveMail(group, props.inboundMail);

    for (const job of props.jobs) {
      const key = jobKey(job.name);
      const jobFunction = group.add(key, {
        // A sweep must finish well before the next run starts.
        timeout: Duration.minutes(jobTimeoutMinutes(job)),
        description: `Scheduled job ${job.name}, every ${job.everyMinutes} minutes`,
      });
      new events.Rule(this, `${key}.Schedule`, {
        schedule: events.Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new targets.LambdaFunction(jobFunction.function, job.singleRun ? { retryAttempts: 0 } : {})],
      });
      if (job.singleRun) {
        // One run at a time; a run that fails is not repeated by Lambda (the next trigger retries).
        (jobFunction.function.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = 1;
        jobFunction.function.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });
      }
      if (job.tableTrigger) {
        if (!props.table) throw new Error(`Job ${job.name} is triggered by the table stream: pass the table.`);
        // Within seconds of a matching write (the schedule stays as a backstop); the job re-reads
        // the table, so the records themselves (KEYS_ONLY) only wake it.
        jobFunction.function.addEventSource(
          new DynamoEventSource(props.table, {
            startingPosition: lambda.StartingPosition.LATEST,
            filters: [lambda.FilterCriteria.filter(job.tableTrigger as Record<string, unknown>)],
            batchSize: 100,
            maxBatchingWindow: Duration.seconds(1),
            retryAttempts: 0,
          }),
        );
      }
    }
  }

  /**
   * The receipt rule set for the support address's domain: SES stores each message in the bucket,
   * then invokes inboundMail (asynchronously, retried by Lambda: processing is idempotent by
   * Message-ID). CloudFormation cannot make a rule set the active one: README "Receiving mail".
   */
  private receiveMail(group: FunctionGroup, inbound: NonNullable<JobsStackProps['inboundMail']>) {
    const key = jobKey('inboundMail');
    const inboundFunction = group.add(key, {
      timeout: Duration.minutes(1),
      description: `Mail received for ${inbound.supportAddress}: tickets and replies (SES receipt rule)`,
    });
    inboundFunction.function.addEnvironment('INBOUND_MAIL_BUCKET', inbound.bucket.bucketName);
    inboundFunction.function.addEnvironment('INBOUND_MAIL_PREFIX', inbound.prefix);
    inbound.bucket.grantRead(inboundFunction.function);
    const ruleSet = new ses.ReceiptRuleSet(this, 'InboundMailRules', {
      rules: [
        {
          recipients: [inbound.supportAddress.split('@')[1]!],
          scanEnabled: true,
          tlsPolicy: ses.TlsPolicy.REQUIRE,
          actions: [
            new sesActions.S3({ bucket: inbound.bucket, objectKeyPrefix: inbound.prefix }),
            new sesActions.Lambda({
              function: inboundFunction.function,
              invocationType: sesActions.LambdaInvocationType.EVENT,
            }),
          ],
        },
      ],
    });
    new CfnOutput(this, 'InboundMailRuleSet', { value: ruleSet.receiptRuleSetName });
  }
}
