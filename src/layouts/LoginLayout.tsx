import { Outlet } from 'react-router'
import heroUrl from './login-hero.svg'

/** Sign-in pages: a hero picture on the left, the form on the right. */
export function LoginLayout() {
  return (
    <div className="flex h-full">
      <div className="relative hidden w-1/2 overflow-hidden border-r border-line bg-surface lg:block">
        <img src={heroUrl} alt="" className="absolute inset-0 h-full w-full object-cover" />
        {/* the picture is a dark room in either theme: its words stay light */}
        <div className="absolute bottom-10 left-10 max-w-sm">
          <div className="text-3xl font-semibold tracking-tight text-white">Your cloud, on your racks.</div>
          <p className="mt-2 text-white/75">Compute, storage and networking for every team, from one console.</p>
        </div>
      </div>
      <main id="content" className="flex flex-1 items-center justify-center p-8">
        <div className="w-full max-w-sm">
          <Outlet />
        </div>
      </main>
    </div>
  )
}

/** Device pages: one card in the middle of the screen. */
export function DeviceLayout() {
  return (
    <main id="content" className="flex h-full items-center justify-center p-8">
      <div className="w-full max-w-md rounded-xl border border-line bg-surface p-8 shadow-xl">
        <Outlet />
      </div>
    </main>
  )
}
