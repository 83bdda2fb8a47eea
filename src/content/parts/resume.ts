import { absoluteUrl } from '../../lib/base.ts'
import { resumeOf } from '../../lib/resume.ts'
import { site } from '../site.ts'

export const resume = resumeOf(site, absoluteUrl('/'))
export const { description } = site.resume
