// What `npm run init -- --start clean` leaves in place of the example: one entry of each list
// every page shows, and one post, so that each page still shows where to write. The doctor flags
// each of them (example-fields.ts, PLACEHOLDERS) until it is replaced.
export const PLACEHOLDER = {
  facts: {
    timeline: { id: 'your-job' },
    skills: { id: 'your-skill', value: 50 },
    services: { id: 'your-service' },
    projects: {
      slug: 'your-project',
      img: 'images/projects/your-project.png',
      link: 'https://example.com/your-project',
    },
  },
  words: {
    home: {
      intro: 'Introduce yourself here: who you are, what you do and what you are looking for.',
    },
    about: {
      intro:
        'Tell your story here: where you come from, what you have done and what you care about.',
    },
    timeline: { jobtitle: 'Your job title', where: 'Where you work', date: '2020 – now' },
    skills: { name: 'Your skill' },
    services: { title: 'Your service', description: 'What you offer, and to whom.' },
    projects: {
      title: 'Your project',
      description: 'One line on what it does.',
      additionalInfo: 'The tools you used',
      details: 'What you built, for whom and why.\n\nWhat came of it.',
    },
  },
  post: {
    file: 'src/content/posts/your-first-post.mdx',
    title: 'Your first post',
    description: 'One or two sentences, shown in the list, feeds and link previews.',
    body: 'Write your post here, in Markdown. Delete this file and the blog disappears.',
  },
} as const
