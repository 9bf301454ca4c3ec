import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { testApp } from './support';

describe('JobsStack', () => {
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
