import type { ComponentProps } from 'react';

export interface ActionFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate' | 'aria-label'> {
  /** The form's accessible name. */
  label: string;
  /** What Enter in a field or a submit button runs. */
  onSubmit(): unknown;
}

/**
 * A form whose submit runs an action in the page instead of sending the form. noValidate: each
 * screen checks its own fields and warns with a toast, not with the browser's bubbles.
 */
export function ActionForm({ label, onSubmit, ...props }: ActionFormProps) {
  return (
    <form
      {...props}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    />
  );
}
