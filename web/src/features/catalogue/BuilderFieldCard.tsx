import { Button, Checkbox, Field, Input, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import { ArrowDownRegular } from '@fluentui/react-icons/svg/arrow-down';
import { ArrowUpRegular } from '@fluentui/react-icons/svg/arrow-up';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { builderFieldTypes, type DynamicFieldType } from '@shared/domain/catalogue';
import { type BuilderField, withLabel } from './formBuilder';

/** The height of a Field's label and the gap under it: a control without a label starts this far down to line up with the inputs. */
export const fieldLabelHeight = `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalXXS})`;

const useStyles = makeStyles({
  // Fields keep their own height at the top of their row; the mandatory box and the move and remove
  // buttons get a row of their own under them (beside a Select field's taller options box the
  // box was stretched away from its label, out of line with the inputs).
  fieldCard: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    alignItems: 'start',
  },
  footer: {
    gridColumn: '1 / -1',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  fieldActions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const typeLabels: Record<DynamicFieldType, string> = {
  text: 'Text',
  textarea: 'Text area',
  number: 'Number',
  date: 'Date',
  select: 'Select',
  checkbox: 'Checkbox',
  file: 'File',
  yesno: 'Yes / No',
};

export interface BuilderFieldCardProps {
  field: BuilderField;
  /** Zero-based place in the form; the labels count from 1. */
  index: number;
  /** How many fields the form has. */
  count: number;
  onChange(change: (field: BuilderField) => BuilderField): void;
  onMove(step: 1 | -1): void;
  onRemove(): void;
}

/** One field of the help topic form builder: label, name, type, options, mandatory; move up, down or remove. */
export function BuilderFieldCard({ field, index, count, onChange, onMove, onRemove }: BuilderFieldCardProps) {
  const styles = useStyles();
  const position = index + 1;
  return (
    <fieldset className={styles.fieldCard} aria-label={`Field ${position}`}>
      <Field label={`Field ${position} label`} required>
        <Input value={field.label} onChange={(_event, data) => onChange((f) => withLabel(f, data.value))} />
      </Field>
      <Field label={`Field ${position} name`} required>
        <Input
          value={field.name}
          onChange={(_event, data) => onChange((f) => ({ ...f, name: data.value, nameEdited: true }))}
        />
      </Field>
      <Field label={`Field ${position} type`}>
        <Select
          value={field.type}
          onChange={(_event, data) => onChange((f) => ({ ...f, type: data.value as DynamicFieldType }))}
        >
          {(field.type === 'yesno' ? [...builderFieldTypes, 'yesno' as const] : builderFieldTypes).map((type) => (
            <option key={type} value={type}>
              {typeLabels[type]}
            </option>
          ))}
        </Select>
      </Field>
      {field.type === 'select' && (
        <Field label={`Field ${position} options`} hint="One a line" required>
          <Textarea
            resize="vertical"
            value={field.optionsText}
            onChange={(_event, data) => onChange((f) => ({ ...f, optionsText: data.value }))}
          />
        </Field>
      )}
      <div className={styles.footer}>
        <Checkbox
          label={`Field ${position} mandatory`}
          checked={field.mandatory}
          onChange={(_event, data) => onChange((f) => ({ ...f, mandatory: data.checked === true }))}
        />
        <div className={styles.fieldActions}>
          <Button
            icon={<ArrowUpRegular />}
            aria-label={`Move field ${position} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          />
          <Button
            icon={<ArrowDownRegular />}
            aria-label={`Move field ${position} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          />
          <Button icon={<DeleteRegular />} aria-label={`Remove field ${position}`} onClick={onRemove} />
        </div>
      </div>
    </fieldset>
  );
}
