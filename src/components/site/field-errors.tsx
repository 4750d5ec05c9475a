import type { FieldErrors, FieldValues } from 'react-hook-form'

/**
 * A public form's controls tied to their errors (react-hook-form's): each control's id and ARIA by
 * its name, and the message shown under it, which a screen reader reads as its description.
 */
export function fieldErrors<T extends FieldValues>(formId: string, errors: FieldErrors<T>) {
  const errorId = (name: keyof T & string) => `${formId}-${name}-error`
  return {
    control: (name: keyof T & string) => ({
      id: `${formId}-${name}`,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId(name) : undefined,
    }),
    message: (name: keyof T & string) =>
      errors[name] ? (
        <p id={errorId(name)} className="mt-1 text-sm text-red-300">
          {String(errors[name]?.message ?? '')}
        </p>
      ) : null,
  }
}
