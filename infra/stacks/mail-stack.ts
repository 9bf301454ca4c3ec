import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface MailStackProps extends StackProps {
  mailDomain: string;
}

/** SES: the verified sending domain and the configuration set every mail goes through. */
export class MailStack extends Stack {
  readonly mailFrom: string;
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly configurationSetArn: string;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    this.mailFrom = `helpdesk@${props.mailDomain}`;
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new ses.EmailIdentity(this, 'Domain', {
      identity: ses.Identity.domain(props.mailDomain),
      configurationSet: this.configurationSet,
    });
    this.configurationSetArn = this.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });

    // No hosted-zone lookup (synth stays offline): publish the DKIM records to add by hand.
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, { value: `${record.name} CNAME ${record.value}` });
    });
  }

  /** SES v2 authorizes SendEmail against both the identity and the configuration set. */
  grantSendEmail(grantee: iam.IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [this.identity.emailIdentityArn, this.configurationSetArn],
      }),
    );
  }
}
