import { Outlet, ScrollRestoration } from 'react-router'
import { SignInAgainHost } from '~/features/auth/signInAgain'
import { PaletteHost } from '~/features/palette/host'
import { PreviewBanner } from '~/features/shell/PreviewBanner'
import { ConfirmModalHost } from '~/ui/ConfirmModal'
import { DialogHost } from '~/ui/DialogHost'
import { Button } from '~/ui/Button'
import { whenPartMissing } from '~/ui/splitModule'
import { addToast, ToastRegion } from '~/ui/Toast'

// a lazily loaded part of a page whose code did not arrive (src/ui/splitModule.tsx)
whenPartMissing(() =>
  addToast({
    variant: 'error',
    title: 'Part of the page did not load',
    // every tooltip or dialog tried after a failure says it again: one notice, its time anew
    once: 'part missing',
    content: (
      <>
        The network failed, or the console was updated. The rest of the page still works; reloading it brings this part
        back but loses what is not saved.
        <div className="mt-2">
          <Button variant="secondary" size="sm" onClick={() => location.reload()}>
            Reload
          </Button>
        </div>
      </>
    ),
    timeout: 15_000,
  }),
)

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
