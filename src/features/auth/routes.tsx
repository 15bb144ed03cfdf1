// Signing in: the silo picker, local and SAML sign-in, and the device-login pages.
import type { RouteObject } from 'react-router'
import { lazyPage } from '~/routing'

export const loginRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('./LoginPage'), 'LoginPage') },
  { path: 'login/:silo/local', lazy: lazyPage(() => import('./LocalLoginPage'), 'LocalLoginPage') },
  { path: 'login/:silo/saml/:provider', lazy: lazyPage(() => import('./SamlLoginPage'), 'SamlLoginPage') },
]

const device = () => import('./DeviceVerifyPage')

export const deviceRoutes: RouteObject[] = [
  { path: 'device/verify', lazy: lazyPage(device, 'DeviceVerifyPage') },
  { path: 'device/success', lazy: lazyPage(device, 'DeviceSuccessPage') },
]
