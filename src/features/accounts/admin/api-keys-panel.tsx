'use client'

import { Check, Copy, TriangleAlert } from 'lucide-react'
import { useId, useRef, useState } from 'react'

import { useApiMutation } from '@/admin-screens/ui/use-resource'
import { ViewerTime } from '@/admin-screens/ui/viewer-time'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Dialog } from '@/components/ui/dialog'
import { inputClasses } from '@/components/ui/field'
import { type ApiKeyIssued, apiKeyIssuedSchema } from '@/features/accounts/schema'
import { apiRequest } from '@/lib/api-client'
import { API_KEY_SCHEME } from '@/lib/constants'

/**
 * API keys on the Users screen (src/features/accounts/api-keys.ts): whether an account has one and since
 * when (never the key), creating one, shown once in a dialog, and revoking it.
 */

type Account = { id: number; username: string; role: string; apiKeyCreatedAt: string | null }
type Issued = ApiKeyIssued & { username: string; role: string }

const keyUrl = (list: string, account: Account) => `${list}/${account.id}/api-key`

/** Create and revoke, with the dialogs they open; the list at `list` is read again after each. */
export function useApiKeyActions(list: string) {
  const [issued, setIssued] = useState<Issued | null>(null)
  const [revoking, setRevoking] = useState<Account | null>(null)
  const create = useApiMutation(async (account: Account) => apiKeyIssuedSchema.parse(await apiRequest('POST', keyUrl(list, account))), {
    invalidate: [list],
    messages: { error: 'There was a problem creating the API key. Please try again.' },
    onSuccess: (answer, account) => setIssued({ ...answer, username: account.username, role: account.role }),
  })
  const revoke = useApiMutation((account: Account) => apiRequest('DELETE', keyUrl(list, account)), {
    invalidate: [list],
    messages: (account) => ({
      success: { title: 'API key revoked', description: `Programs using the key of ${account.username} are refused from now on.` },
      error: 'There was a problem revoking the API key. Please try again.',
    }),
    onSuccess: () => setRevoking(null),
  })

  const dialogs = (
    <>
      {issued && (
        <NewApiKeyDialog
          issued={issued}
          onClose={() => {
            // The key leaves memory with the dialog: nothing keeps it once it is closed.
            setIssued(null)
            create.reset()
          }}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke API key"
        description={`Revoke the API key of "${revoking?.username ?? ''}"? Every program using it is refused from its next request. This cannot be undone.`}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </>
  )
  return { create, askToRevoke: setRevoking, dialogs }
}

/** One account's API key: when it was made, or none, and the action that fits. */
export function ApiKeyCell({ account, onCreate, onRevoke, creating }: { account: Account; onCreate: () => void; onRevoke: () => void; creating: boolean }) {
  if (!account.apiKeyCreatedAt) {
    return (
      <div className="flex items-center gap-3">
        <span className="text-slate-600">None</span>
        <Button
          variant="outline"
          size="sm"
          className="whitespace-nowrap"
          aria-label={`Create an API key for ${account.username}`}
          disabled={creating}
          onClick={onCreate}
        >
          Create key
        </Button>
      </div>
    )
  }
  return (
    <div className="flex items-center gap-3">
      <span className="whitespace-nowrap">
        Created <ViewerTime iso={account.apiKeyCreatedAt} />
      </span>
      <Button variant="outline" size="sm" aria-label={`Revoke the API key of ${account.username}`} onClick={onRevoke}>
        Revoke
      </Button>
    </div>
  )
}

/** The new key, shown this once, with a copy button and how to use it. */
function NewApiKeyDialog({ issued, onClose }: { issued: Issued; onClose: () => void }) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [copy, setCopy] = useState<'idle' | 'copied' | 'by-hand'>('idle')
  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(issued.apiKey)
      setCopy('copied')
    } catch {
      // No clipboard (a page served over plain http, or permission refused): select it for Ctrl+C.
      input.current?.select()
      setCopy('by-hand')
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`API key for ${issued.username}`}>
      <div className="space-y-4 text-sm">
        <p role="alert" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            <strong>Copy this key now: you will not see it again.</strong> Once this dialog is closed no one can show it, not even an admin. If it is lost,
            revoke it and create a new one.
          </span>
        </p>
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block font-medium text-slate-800">
            API key
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id={inputId}
              readOnly
              value={issued.apiKey}
              onFocus={(event) => event.currentTarget.select()}
              spellCheck={false}
              autoComplete="off"
              className={`${inputClasses} font-mono`}
            />
            <Button variant="outline" className="shrink-0" onClick={copyKey}>
              {copy === 'copied' ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
              {copy === 'copied' ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p aria-live="polite" className="text-xs text-slate-600">
            {copy === 'copied'
              ? 'The key is on your clipboard.'
              : copy === 'by-hand'
                ? 'Your browser does not allow copying here: the key is selected, press Ctrl+C (⌘C on a Mac).'
                : ''}
          </p>
        </div>
        <div className="space-y-1.5 text-slate-700">
          <p>A program sends it with each request to the API, in this header:</p>
          <code className="block overflow-x-auto whitespace-nowrap rounded bg-slate-100 px-2 py-1.5 text-xs text-slate-900">
            Authorization: {API_KEY_SCHEME} &lt;key&gt;
          </code>
          <p>
            It acts as {issued.username}, with the {issued.role} role: keep it as secret as a password.
          </p>
        </div>
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Dialog>
  )
}
