/** The public forms' text inputs and selects (the contact form, e-mail alerts). */
export const inputClass =
  'mt-1 block w-full rounded-md border border-line bg-ink px-3 py-2 text-white placeholder:text-zinc-400 focus:border-accent focus:outline-none aria-[invalid=true]:border-red-400'

/** A public form's main button. */
export const submitClass =
  'inline-flex items-center justify-center rounded-md bg-accent px-6 py-3 text-sm font-bold tracking-wider text-ink hover:bg-accent-strong disabled:opacity-60'

type FieldProps = {
  /** The id of the control the label names. */
  htmlFor: string
  label: React.ReactNode
  /** The label in bold above the control, or read by screen readers alone where the choice around it says enough. */
  labelClassName?: string
  className?: string
  /** The control's error message (fieldErrors), if any. */
  error?: React.ReactNode
  children: React.ReactNode
}

/** A public form's field: its label, its control (`children`), and the error under it. */
export function FormField({ htmlFor, label, labelClassName = 'text-sm font-bold', className, error, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className={labelClassName}>
        {label}
      </label>
      {children}
      {error}
    </div>
  )
}

/** A select's options: an empty first one that asks for a choice (`prompt`), then the choices. */
export function ChoiceOptions({ prompt, choices }: { prompt: string; choices: { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{prompt}</option>
      {choices.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  )
}
