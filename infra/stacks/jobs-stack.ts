import { Duration, type RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
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
}

/** One function and one EventBridge schedule per job (overdue sweep, escalation, mail outbox). */
export class JobsStack extends Stack {
  readonly functions: ReadonlyMap<string, ApiFunction> = new Map();

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    if (props.jobs.length === 0) {
      // `cdk deploy` skips a stack without resources; it fills up once a job is declared.
      Validations.of(this).acknowledge({ id: 'CloudFormation-Validate::F0001', reason: 'No scheduled jobs yet.' });
      return;
    }

    const group = new FunctionGroup(this, props);
    this.functions = group.functions;

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
}
