'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { TriangleAlert } from 'lucide-react'
import { z } from 'zod'

import { FormActions } from '@/admin-screens/ui/form-parts'
import { useApiForm } from '@/admin-screens/ui/use-api-form'
import { ListInput } from '@/components/ui/list-input'
import { apiRequest } from '@/lib/api-client'
import { noticeRecipientsSchema } from '@/schemas/settings'

/**
 * Mail as the back office shows it (docs/product.md#contact-message-notices): whether the site
 * sends any (SMTP_URL), and, for admins, who hears of new contact messages.
 */

const URL = '/api/notification-settings'
type NotificationSettings = { recipients: string[]; acknowledge?: boolean | null; emailOn: boolean }

/** The admins' notification settings (editors are refused them: null). */
export function useNotificationSettings(enabled = true) {
  return useQuery<NotificationSettings>({ queryKey: [URL], enabled })
}

/** Said wherever a mail would be sent, while e-mail is off. */
export function EmailOffNotice({ what }: { what: string }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>E-mail is off on this site (SMTP_URL is not set): {what}</span>
    </p>
  )
}

const formSchema = z.object({ recipients: noticeRecipientsSchema, acknowledge: z.boolean() })

/** The first thing wrong with the list: the list's own rule, or the first address refused. */
function recipientsError(error: unknown): string {
  const list = error as { message?: string; root?: { message?: string } } & Record<number, { message?: string } | undefined>
  const item = Object.values(list).find((entry) => typeof entry === 'object' && entry !== null && 'message' in entry) as { message?: string } | undefined
  return list.message ?? list.root?.message ?? item?.message ?? 'Please enter valid email addresses.'
}

/** Who hears of each new message: a list of addresses, or (empty) the admins' own; and whether its sender is told it arrived. */
export function NotificationRecipientsForm({ settings, onClose }: { settings: NotificationSettings; onClose: () => void }) {
  const form = useApiForm<z.infer<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { recipients: settings.recipients, acknowledge: settings.acknowledge !== false },
    save: (values) => apiRequest('PATCH', URL, values),
    invalidate: [URL],
    messages: { success: { title: 'Notification settings saved' }, error: 'There was a problem saving the notification settings. Please try again.' },
    onSaved: onClose,
  })
  const recipients = form.watch('recipients')
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4">
      {/* One column: the form's actions span two (src/admin-screens/ui/form-parts.tsx). */}
      <div className="grid gap-4 sm:col-span-2">
        {!settings.emailOn && <EmailOffNotice what="no notification is sent until it is set." />}
        <p className="text-sm text-slate-700">
          Each new message (not spam) is mailed to these addresses. With none, it goes to every admin&apos;s own email address.
        </p>
        <ListInput
          label="Notify"
          itemLabel="email address"
          placeholder="Add an email address"
          value={recipients}
          onChange={(next) => form.setValue('recipients', next, { shouldDirty: true })}
        />
        {form.errors.recipients && (
          <p role="alert" className="text-sm text-red-700">
            {recipientsError(form.errors.recipients)}
          </p>
        )}
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 h-4 w-4" {...form.register('acknowledge')} />
          <span>
            Acknowledge each message: its sender gets a mail in their language (English or Nepali) saying it arrived and that we will answer. Not sent for spam.
          </span>
        </label>
      </div>
      <FormActions editing pending={form.pending} onCancel={onClose} saveLabel="Save" />
    </form>
  )
}
