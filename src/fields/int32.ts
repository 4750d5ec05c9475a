import type { NumberField } from 'payload'

import { INT32_MAX, INT32_MIN } from '@/lib/constants'

/**
 * A whole-number field held to the 32-bit range (docs/product.md#validation-rules).
 * `custom.int32` lets the schema hook add the same rule as a database CHECK constraint.
 */
export function int32Field(field: Omit<NumberField, 'type' | 'hasMany'>): NumberField {
  return {
    ...field,
    type: 'number',
    min: INT32_MIN,
    max: INT32_MAX,
    custom: { ...field.custom, int32: true },
    validate: (value: unknown) => {
      if (value === null || value === undefined) {
        return field.required ? 'Required' : true
      }
      if (typeof value !== 'number' || !Number.isInteger(value)) return 'Expected integer'
      if (value < INT32_MIN || value > INT32_MAX) return 'Number must be a 32-bit integer'
      return true
    },
  } as NumberField
}
