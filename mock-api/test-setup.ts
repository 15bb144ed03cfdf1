// Every test of the mock starts from the seed data, whatever the test before it changed.
import { beforeEach } from 'vitest'
import { resetDb } from './db'

beforeEach(resetDb)
