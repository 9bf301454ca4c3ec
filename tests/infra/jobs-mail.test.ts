import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { queuedMailStreamFilter } from '../../functions/db/streamTriggers';
import { scheduledJobs } from '../../infra/routes';
import { testApp } from './support';

describe('JobsStack', () => {
  it('receives mail for the support address: SES stores it in S3, then invokes inboundMail', () => {
    const { stacks } = testApp({ supportAddress: 'help@helpdesk.acme.edu' });
    const template = Template.fromStack(stacks.jobs);
    expect([...stacks.jobs.functions.keys()]).toEqual(['job.inboundMail']);
    template.resourceCountIs('AWS::SES::ReceiptRuleSet', 1);
    template.hasResourceProperties('AWS::SES::ReceiptRule', {
      Rule: Match.objectLike({
        Enabled: true,
        Recipients: ['helpdesk.acme.edu'],
        ScanEnabled: true,
        TlsPolicy: 'Require',
        Actions: [
          { S3Action: Match.objectLike({ ObjectKeyPrefix: 'inbound/' }) },
          { LambdaAction: Match.objectLike({ InvocationType: 'Event' }) },
        ],
      }),
    });
    template.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'ses.amazonaws.com' });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({ SUPPORT_ADDRESS: 'help@helpdesk.acme.edu', INBOUND_MAIL_PREFIX: 'inbound/' }),
      },
    });
    Template.fromStack(stacks.mail).hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'ses.amazonaws.com' } })]),
      }),
    });
  });

  it('receives no mail without a support address', () => {
    const { stacks } = testApp({});
    expect(Template.fromStack(stacks.jobs).findResources('AWS::SES::ReceiptRuleSet')).toEqual({});
    expect(stacks.mail.inboundBucket).toBeUndefined();
  });

  it('schedules each job on its rate with its own function', () => {
    const { stacks } = testApp({ jobs: [{ name: 'overdueSweep', everyMinutes: 15 }] });
    const template = Template.fromStack(stacks.jobs);
    template.resourceCountIs('AWS::Lambda::Function', 1);
    template.resourceCountIs('AWS::Events::Rule', 1);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('joboverdueSweep'), 'Arn'] } })],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'events.amazonaws.com' });
    expect([...stacks.jobs.functions.keys()]).toEqual(['job.overdueSweep']);
  });

  it('runs the mail job one at a time, never retried by Lambda, and within seconds of a queued mail', () => {
    const mailJob = scheduledJobs.find((job) => job.name === 'mailOutbox');
    if (!mailJob) throw new Error('no mailOutbox job');
    const { stacks } = testApp({ jobs: [mailJob] });
    const template = Template.fromStack(stacks.jobs);
    template.hasResourceProperties('AWS::Lambda::Function', { ReservedConcurrentExecutions: 1 });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { MaximumRetryAttempts: 0 });
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
    // The table's stream (keys only) wakes the job on mails newly put in the pending partition.
    Template.fromStack(stacks.data).hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'KEYS_ONLY' },
    });
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0].Properties;
    expect(mapping).toMatchObject({ StartingPosition: 'LATEST', MaximumRetryAttempts: 0 });
    expect(JSON.stringify(mapping.EventSourceArn)).toContain('StreamArn');
    const [filter] = mapping.FilterCriteria.Filters;
    expect(JSON.parse(filter.Pattern)).toEqual(queuedMailStreamFilter);
  });

  it('still synthesizes when there are no jobs', () => {
    const template = Template.fromStack(testApp({ jobs: [] }).stacks.jobs);
    template.resourceCountIs('AWS::Lambda::Function', 0);
    template.resourceCountIs('AWS::Events::Rule', 0);
  });
});

describe('MailStack', () => {
  it('verifies the tenant mail domain and sends through a configuration set', () => {
    const template = Template.fromStack(testApp().stacks.mail);
    template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'acme.helpdesk.example',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: Match.anyValue() } },
    });
  });

  it('takes the domain from options and hands MAIL_FROM and the set to the functions', () => {
    const { stacks } = testApp({
      mailDomain: 'mail.acme.edu',
      endpoints: [
        {
          key: 'user.login',
          endpoint: { area: 'user', handler: 'login', method: 'POST', path: '/api/user/login', kind: 'json' },
        },
      ],
    });
    Template.fromStack(stacks.mail).hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'mail.acme.edu',
    });
    const variables = Object.values(Template.fromStack(stacks.apiRoutes[0]).findResources('AWS::Lambda::Function'))[0]
      .Properties.Environment.Variables;
    expect(variables.MAIL_FROM).toBe('helpdesk@mail.acme.edu');
    expect(JSON.stringify(variables.SES_CONFIGURATION_SET)).toContain('ConfigurationSet');
  });
});
