import { Checkbox, Field, Input, makeStyles, Radio, RadioGroup, Select, Textarea } from '@fluentui/react-components';
import type { DynamicFormFieldDefinition } from '@shared/contract/tickets';
import { useState } from 'react';
import { selectInColumnStyle } from '@/components/formStyles';
import { TextOptions } from '@/components/TextOptions';
import { useAttachmentUploads } from '@/hooks/useAttachmentUploads';
import {
  DATE_ENTRY_FORMAT,
  type DynamicEntry,
  dynamicFieldProblem,
  isUploadedFile,
  missingFieldMessage,
} from '@/lib/dynamicFields';
import { AttachmentPicker } from '../attachments/AttachmentPicker';
import { DateTextInput } from '../DateTextInput';

export interface DynamicFieldInputProps {
  field: DynamicFormFieldDefinition;
  entry: DynamicEntry;
  /** Marked by Submit as a mandatory field left empty. */
  missing?: boolean;
  onChange(entry: DynamicEntry): void;
}

/**
 * One field of a help topic's dynamic form, its input chosen by `type` (text, textarea, number,
 * date entered DD/MM/YYYY, yes/no, checkbox, select with its values, file), marked when mandatory.
 */
const useStyles = makeStyles(selectInColumnStyle);

export function DynamicFieldInput({ field, entry, missing = false, onChange }: DynamicFieldInputProps) {
  const styles = useStyles();
  // Format problems are shown once the person leaves the field, not while typing.
  const [touched, setTouched] = useState(false);
  const problem =
    (touched ? dynamicFieldProblem(field, entry) : undefined) ??
    (missing ? missingFieldMessage(field.label) : undefined);
  const text = typeof entry === 'string' ? entry : '';
  const fieldProps = {
    label: field.label,
    required: field.mandatory,
    validationMessage: problem,
    validationState: problem ? ('error' as const) : undefined,
  };

  switch (field.type) {
    case 'textarea':
      return (
        <Field {...fieldProps}>
          <Textarea resize="vertical" value={text} onChange={(_event, data) => onChange(data.value)} />
        </Field>
      );
    case 'number':
      return (
        <Field {...fieldProps}>
          <Input
            inputMode="decimal"
            value={text}
            onChange={(_event, data) => onChange(data.value)}
            onBlur={() => setTouched(true)}
          />
        </Field>
      );
    case 'date':
      return (
        <Field {...fieldProps} hint={problem ? undefined : DATE_ENTRY_FORMAT}>
          <DateTextInput
            calendarLabel={`Open calendar for ${field.label}`}
            value={text}
            onChange={onChange}
            onBlur={() => setTouched(true)}
          />
        </Field>
      );
    case 'yesno':
      return (
        <Field {...fieldProps}>
          <RadioGroup
            layout="horizontal"
            value={entry === true ? 'yes' : entry === false ? 'no' : ''}
            onChange={(_event, data) => onChange(data.value === 'yes')}
          >
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </RadioGroup>
        </Field>
      );
    case 'checkbox':
      return (
        <Field {...fieldProps}>
          <Checkbox checked={entry === true} label="Yes" onChange={(_event, data) => onChange(data.checked === true)} />
        </Field>
      );
    case 'select':
      return (
        <Field {...fieldProps}>
          <Select
            className={styles.root}
            select={{ className: styles.select }}
            value={text}
            onChange={(_event, data) => onChange(data.value || undefined)}
          >
            <option value="">Select</option>
            <TextOptions texts={field.values} />
          </Select>
        </Field>
      );
    case 'file':
      return (
        <Field {...fieldProps}>
          <FileFieldInput label={field.label} entry={entry} onChange={onChange} />
        </Field>
      );
    default:
      return (
        <Field {...fieldProps}>
          <Input value={text} onChange={(_event, data) => onChange(data.value)} />
        </Field>
      );
  }
}

function FileFieldInput({
  label,
  entry,
  onChange,
}: { label: string } & Pick<DynamicFieldInputProps, 'entry' | 'onChange'>) {
  const uploads = useAttachmentUploads(1);
  const files = isUploadedFile(entry) ? [entry] : [];
  return (
    <AttachmentPicker
      label={label}
      files={files}
      uploading={uploads.uploading}
      progress={uploads.progress}
      removing={uploads.removing}
      max={1}
      onPick={async (file) => {
        const uploaded = await uploads.add(file);
        if (uploaded) onChange(uploaded);
      }}
      onRemove={async (key) => {
        if (await uploads.remove(key)) onChange(undefined);
      }}
    />
  );
}
