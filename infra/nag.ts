import { Aspects, type Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks, NagSuppressions } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import type { HelpdeskStacks } from './stacks/app';

/**
 * cdk-nag's AwsSolutions pack over every stack: `cdk synth` (bin/app.ts) and the infra tests
 * (tests/infra/nag.test.ts) fail on any error not suppressed here. Each suppression names the
 * rule and says in one line why it does not apply; keep them as narrow as the finding.
 */
export function applyNagChecks(scope: IConstruct, stacks: HelpdeskStacks): void {
  Aspects.of(scope).add(new AwsSolutionsChecks({ verbose: true }));
  suppressAccepted(stacks);
}

const bucketAndTableWildcards = [
  { regex: '/^Action::s3:[A-Za-z]+\\*$/' },
  { regex: '/^Resource::.*(Attachments|Table)[^/]*\\/(index\\/)?\\*$/' },
];

/** Roles whose wildcards come from CDK grants on the tenant's own bucket and table. */
const functionRoleSuppressions = [
  {
    id: 'AwsSolutions-IAM4',
    reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
    appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
  },
  {
    id: 'AwsSolutions-IAM5',
    reason:
      "Wildcards are CDK's grantReadWrite on the tenant's attachments bucket (its objects) and the table's own indexes; nothing outside them.",
    appliesTo: bucketAndTableWildcards,
  },
];

/**
 * The jobs' role also reads the table's stream for the mail job's trigger: CDK's stream grant adds
 * dynamodb:ListStreams, which IAM only allows on `*`.
 */
const jobRoleSuppressions = [
  ...functionRoleSuppressions.filter((rule) => rule.id !== 'AwsSolutions-IAM5'),
  {
    id: 'AwsSolutions-IAM5',
    reason:
      "Wildcards are CDK's grants on the tenant's attachments and received-mail buckets (their objects) and the table's own indexes, and dynamodb:ListStreams, which IAM only grants on *, for the mail job's stream trigger.",
    appliesTo: [...bucketAndTableWildcards, { regex: '/^Resource::.*InboundMail[^/]*\\/\\*$/' }, 'Resource::*'],
  },
];

function suppressAccepted(stacks: HelpdeskStacks): void {
  const { data, web } = stacks;
  if (stacks.mail.inboundBucket) {
    NagSuppressions.addResourceSuppressions(stacks.mail.inboundBucket, [
      {
        id: 'AwsSolutions-S1',
        reason:
          'Only SES writes received mail and only the inboundMail function reads it; the Mail Log records every message.',
      },
    ]);
  }
  NagSuppressions.addResourceSuppressions(data.attachmentsBucket, [
    {
      id: 'AwsSolutions-S1',
      reason:
        'Browsers reach attachments only through presigned URLs the API issues, and the API access log and function logs record who asked for each.',
    },
  ]);
  NagSuppressions.addResourceSuppressions(
    [data.jwtSecret, data.smtpKeySecret, data.mailReplyKeySecret],
    [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotating the JWT key signs every user out, the SMTP key must re-encrypt stored passwords and the mail reply key voids the reply addresses of mails already sent; all are rotated by hand (README).',
      },
    ],
  );
  NagSuppressions.addResourceSuppressions(data.originVerifySecret, [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the origin secret only at deploy (dynamic reference), so a rotation takes effect with the next deploy; it is rotated by redeploying after a manual rotation (README).',
    },
  ]);

  for (const stack of stacks.apiRoutes) suppressIn(stack, 'FunctionRole', functionRoleSuppressions);
  suppressIn(stacks.jobs, 'FunctionRole', jobRoleSuppressions);
  for (const stack of stacks.apiRoutes) {
    for (const child of stack.node.children) {
      if (child.node.id.endsWith('.Route')) {
        NagSuppressions.addResourceSuppressions(child, [
          {
            id: 'AwsSolutions-APIG4',
            reason:
              "The middy preset verifies the JWT and the endpoint's access level from the contract on every call; login and feedback are public by design.",
          },
        ]);
      }
    }
  }

  suppressBucketDeployment(web);
  NagSuppressions.addResourceSuppressions(web.site.bucket, [
    {
      id: 'AwsSolutions-S1',
      reason: 'The site bucket holds only the public web build and is read only by CloudFront (Origin Access Control).',
    },
  ]);
  NagSuppressions.addResourceSuppressions(web.site.distribution, [
    {
      id: 'AwsSolutions-CFR3',
      reason:
        'Requests that matter go to /api/*, which the HTTP API stage access log records; static file requests carry no data.',
    },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        'The default *.cloudfront.net certificate cannot set a minimum TLS version; with a custom domain CDK sets TLSv1.2_2021.',
    },
    {
      id: 'AwsSolutions-CFR1',
      reason: 'Staff of the education group sign in from anywhere; no country is excluded.',
    },
    ...(stacks.waf
      ? []
      : [
          {
            id: 'AwsSolutions-CFR2',
            reason:
              'WAF left out by `-c waf=false` or an unknown region; sign-in throttling still applies per account.',
          },
        ]),
  ]);
}

/** CDK's own BucketDeployment handler (a singleton in the Web stack, there only with a web build). */
function suppressBucketDeployment(web: Stack): void {
  for (const child of web.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    NagSuppressions.addResourceSuppressions(
      child,
      [
        { id: 'AwsSolutions-L1', reason: "CDK's BucketDeployment handler; aws-cdk-lib picks and updates its runtime." },
        {
          id: 'AwsSolutions-IAM4',
          reason: 'AWSLambdaBasicExecutionRole only lets the deployment handler write its own logs.',
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "CDK's deployment role copies the web build from the CDK assets bucket into the site bucket and invalidates CloudFront (which takes no resource ARN).",
        },
      ],
      true,
    );
  }
}

function suppressIn(
  stack: Stack,
  childId: string,
  suppressions: Parameters<typeof NagSuppressions.addResourceSuppressions>[1],
) {
  const child = stack.node.tryFindChild(childId);
  if (child) NagSuppressions.addResourceSuppressions(child, suppressions, true);
}
