import { useId } from 'react'

/** A filter's label over its control, which takes the label's id. */
export function FilterField({ label, className, children }: { label: string; className?: string; children: (id: string) => React.ReactNode }) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id)}
    </div>
  )
}
