import type { ComponentProps } from 'react'
import { ProjectDialog } from '../../components/project-dialog.tsx'
import { RepoFactsLine } from '../../components/repo-facts.tsx'
import { projectDetails } from '../../content/parts/project-details.ts'
import { repoFacts } from '../../content/parts/repos.ts'

type DialogProps = Omit<ComponentProps<typeof ProjectDialog>, 'details'>

/** The project dialog over the grid, with the details it shows. */
export default function ProjectDialogWithDetails(props: DialogProps) {
  return <ProjectDialog {...props} details={projectDetails} />
}

/** A project's details as printed with its card: on paper there is no dialog. */
export function PrintedDetails({ slug }: { slug: string }) {
  return projectDetails[slug] ?? null
}

/** A card's line of GitHub numbers; nothing for a project without them. */
export function RepoNumbers({ slug }: { slug: string }) {
  const facts = repoFacts[slug]
  return facts ? <RepoFactsLine facts={facts} /> : null
}
