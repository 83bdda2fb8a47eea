import { absoluteUrl } from '../../lib/base.ts'
import { resumeOf } from '../../lib/resume.ts'
import { site, ui } from '../language.ts'

export const resume = resumeOf(site, absoluteUrl('/'))
export const { description } = site.resume
export const resumeText = { ...ui.resume, title: ui.titles.resume }
