import { Button, Checkbox, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import type { EscalationKind } from '@shared/contract/escalationMatrices';
import { DEFAULT_SLA_DAYS, type OfficeTypeOption, officeTypesProblem, slaDaysProblem } from '@shared/domain/catalogue';
import { slaLabel } from '@shared/domain/tickets';
import { useEffect, useState } from 'react';
import { LabelOptions } from '@/components/LabelOptions';
import { LoadingRows } from '@/components/LoadingRows';
import { PageSection } from '@/components/PageSection';
import { PageSaveButton, PageShell } from '@/components/PageShell';
import { useCatalogueInvalidate, useCatalogueOptions, useSaveCatalogueOptions } from './api';
import { useCatalogueWrite } from './EditDialog';

const useStyles = makeStyles({
  days: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))' },
  officeType: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const groupLabels: Record<EscalationKind, string> = {
  school: 'School escalation',
  college: 'College escalation',
  administrative: 'Administrative escalation',
};

/**
 * /catalogue/slaPlans: the SLA plans New Ticket and the SLA change offer, and the office types with
 * the escalation matrix each one routes to.
 */
export default function CatalogueOptionsPage() {
  const styles = useStyles();
  const options = useCatalogueOptions();
  const save = useSaveCatalogueOptions();
  const invalidate = useCatalogueInvalidate();
  const write = useCatalogueWrite();
  const [days, setDays] = useState<number[]>([]);
  const [officeTypes, setOfficeTypes] = useState<OfficeTypeOption[]>([]);

  useEffect(() => {
    if (!options.data) return;
    setDays(options.data.slaDays);
    setOfficeTypes(options.data.officeTypes);
  }, [options.data]);

  if (options.isLoading || !options.data) return <LoadingRows />;
  const version = options.data.version;

  const onSave = async () => {
    const cleaned = officeTypes.filter((entry) => entry.name.trim());
    const problem = slaDaysProblem(days) ?? officeTypesProblem(cleaned);
    if (await write(() => save.trigger({ slaDays: days, officeTypes: cleaned, version }), problem)) await invalidate();
  };

  // Not again while the saved options are read back: their version would be the old one (a conflict).
  const saving = save.isMutating || options.isValidating;
  return (
    <PageShell title="SLA Plans & Office Types" actions={<PageSaveButton onSave={onSave} saving={saving} />}>
      <PageSection id="sla" heading="SLA plans offered">
        <div className={styles.days}>
          {DEFAULT_SLA_DAYS.map((day) => (
            <Checkbox
              key={day}
              label={slaLabel(day)}
              checked={days.includes(day)}
              onChange={(_event, data) =>
                setDays((current) =>
                  data.checked ? [...current, day].sort((a, b) => a - b) : current.filter((each) => each !== day),
                )
              }
            />
          ))}
        </div>
      </PageSection>
      <PageSection
        id="office"
        heading="Office types"
        intro="Each office type routes overdue tickets to one escalation matrix. Office types not listed fall to the usual words (school, college, central office...)."
      >
        {officeTypes.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; names are being edited.
          <div key={index} className={styles.officeType}>
            <Field label={`Office type ${index + 1}`}>
              <Input
                value={entry.name}
                maxLength={120}
                onChange={(_event, data) =>
                  setOfficeTypes((current) =>
                    current.map((each, at) => (at === index ? { ...each, name: data.value } : each)),
                  )
                }
              />
            </Field>
            <Field label={`Office type ${index + 1} escalation`}>
              <Select
                value={entry.group}
                onChange={(_event, data) =>
                  setOfficeTypes((current) =>
                    current.map((each, at) => (at === index ? { ...each, group: data.value as EscalationKind } : each)),
                  )
                }
              >
                <LabelOptions labels={groupLabels} />
              </Select>
            </Field>
            <Button
              icon={<DeleteRegular />}
              aria-label={`Remove office type ${index + 1}`}
              onClick={() => setOfficeTypes((current) => current.filter((_, at) => at !== index))}
            />
          </div>
        ))}
        <div>
          <Button
            icon={<AddRegular />}
            onClick={() => setOfficeTypes((current) => [...current, { name: '', group: 'school' }])}
          >
            Add Office Type
          </Button>
        </div>
      </PageSection>
    </PageShell>
  );
}
