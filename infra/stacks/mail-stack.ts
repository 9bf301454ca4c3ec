import { CfnOutput, Duration, type RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface MailStackProps extends StackProps {
  mailDomain: string;
  /**
   * The tenant's support address (`-c supportAddress=help@helpdesk.acme.edu`, issue 19). Given, the
   * stack keeps a bucket for received mail and the jobs stack adds the SES receipt rule set; absent,
   * mail is outbound only and reply addresses use help@<mailDomain>.
   */
  supportAddress?: string;
  removalPolicy?: RemovalPolicy;
}

/** Where SES's receipt rule stores each message (`<prefix><SES message id>`). */
export const INBOUND_MAIL_PREFIX = 'inbound/';

/** SES: the verified sending domain and the configuration set every mail goes through. */
export class MailStack extends Stack {
  readonly mailFrom: string;
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly configurationSetArn: string;
  /** The address new tickets are mailed to; its plus-addresses are the tickets' reply addresses. */
  readonly supportAddress: string;
  /** Received mail, when the tenant receives mail (`supportAddress` given). */
  readonly inboundBucket?: s3.Bucket;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    this.mailFrom = `helpdesk@${props.mailDomain}`;
    this.supportAddress = (props.supportAddress ?? `help@${props.mailDomain}`).toLowerCase();
    if (props.supportAddress) {
      // Read once by the inboundMail function; kept a while for support questions, then expired.
      this.inboundBucket = new s3.Bucket(this, 'InboundMail', {
        encryption: s3.BucketEncryption.S3_MANAGED,
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        enforceSSL: true,
        lifecycleRules: [{ prefix: INBOUND_MAIL_PREFIX, expiration: Duration.days(30) }],
        removalPolicy: props.removalPolicy,
      });
    }
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
