import { Outlet, ScrollRestoration } from 'react-router'
import { SignInAgainHost } from '~/features/auth/signInAgain'
import { PaletteHost } from '~/features/palette/host'
import { PreviewBanner } from '~/features/shell/PreviewBanner'
import { ConfirmModalHost } from '~/ui/ConfirmModal'
import { DialogHost } from '~/ui/DialogHost'
import { ToastRegion } from '~/ui/Toast'

export function RootLayout() {
  return (
    <>
      <div className="flex h-full flex-col">
        <a
          href="#content"
          className="sr-only z-50 rounded bg-accent px-3 py-2 text-accent-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {__MOCK__ && <PreviewBanner />}
        <div className="min-h-0 flex-1">
          <Outlet />
        </div>
      </div>
      <DialogHost />
      <ConfirmModalHost />
      <SignInAgainHost />
      <PaletteHost />
      <ToastRegion />
      <ScrollRestoration />
    </>
  )
}
