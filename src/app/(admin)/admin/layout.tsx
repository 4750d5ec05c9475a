import './admin.css'

import type { Metadata } from 'next'

import { AdminProviders } from '@/admin-screens/ui/providers'
import { BRAND } from '@/lib/brand'

export const metadata: Metadata = {
  title: { default: `Admin | ${BRAND.name}`, template: `%s | ${BRAND.name} Admin` },
  robots: { index: false, follow: false },
}

export const dynamic = 'force-dynamic'

export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen antialiased">
        <AdminProviders>{children}</AdminProviders>
      </body>
    </html>
  )
}
