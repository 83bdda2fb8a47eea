import { useContent } from '../site-content/language-content.ts'
import type { Skill } from '../content-model/schema.ts'
import { languageOf } from '../lib/fallback.ts'
import { percent } from '../lib/numbers.ts'
import styles from './about-sections.module.css'
import { Section } from './section.tsx'

type SkillBarsProps = { skills: readonly Skill[]; heading: string }

export function SkillBars({ skills, heading }: SkillBarsProps) {
  const { language, fallback } = useContent()
  if (skills.length === 0) return null
  return (
    <Section id="skills-h" heading={heading}>
      <ul className={styles.skills}>
        {skills.map(({ id, name, value }) => (
          <li key={id} className={styles.skill}>
            {/* A screen reader hears the bar, named by the skill, with its value: once. */}
            <span
              className={styles.skillName}
              id={`skill-${id}`}
              aria-hidden="true"
              {...languageOf(name, fallback)}
            >
              {name}
            </span>{' '}
            <span className={styles.percent} aria-hidden="true">
              {percent(value, language.code)}
            </span>
            <div
              className={styles.track}
              role="progressbar"
              aria-labelledby={`skill-${id}`}
              aria-valuenow={value}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              {/* An SVG rect, not a style attribute: the width needs no inline CSS (CSP) or JS. */}
              <svg viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true">
                <rect className={styles.fill} width={value} height="1" />
              </svg>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
