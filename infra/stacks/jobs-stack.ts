import { Duration, type RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { jobKey } from '../build-functions';
import { ApiFunction } from '../constructs/api-function';
import type { FunctionCodeProvider, FunctionRuntime } from './function-runtime';

export interface ScheduledJob {
  name: string;
  everyMinutes: number;
}

export interface JobsStackProps extends StackProps {
  jobs: readonly ScheduledJob[];
  functionCode: FunctionCodeProvider;
  runtime: FunctionRuntime;
  removalPolicy: RemovalPolicy;
}

/** One function and one EventBridge schedule per job (overdue sweep, escalation, mail outbox). */
export class JobsStack extends Stack {
  readonly functions = new Map<string, ApiFunction>();

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    if (props.jobs.length === 0) {
      // `cdk deploy` skips a stack without resources; it fills up once a job is declared.
      Validations.of(this).acknowledge({ id: 'CloudFormation-Validate::F0001', reason: 'No scheduled jobs yet.' });
      return;
    }

    const role = new iam.Role(this, 'FunctionRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
    });
    props.runtime.grantAccess(role);

    for (const job of props.jobs) {
      const key = jobKey(job.name);
      const jobFunction = new ApiFunction(this, key, {
        code: props.functionCode(key),
        environment: props.runtime.environment,
        // A sweep must finish well before the next run starts.
        timeout: Duration.minutes(Math.min(5, job.everyMinutes)),
        role,
        description: `Scheduled job ${job.name}, every ${job.everyMinutes} minutes`,
        removalPolicy: props.removalPolicy,
      });
      this.functions.set(key, jobFunction);
      new events.Rule(this, `${key}.Schedule`, {
        schedule: events.Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new targets.LambdaFunction(jobFunction.function)],
      });
    }
  }
}
