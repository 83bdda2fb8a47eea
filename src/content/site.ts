import type { FactsInput } from '../content-model/schema.ts'

// The facts of your site, written once for every language: who you are and how to reach you, the
// order of every list and each entry's id, dates, numbers, links and pictures. What a visitor
// reads about them lives in words/<code>.ts, under the same ids. Pictures are files in images/.
export const site = {
  identity: {
    shortName: 'Mika Laine',
    fullName: 'Mika Laine',
    email: 'mika.laine@example.com',
  },
  home: {
    photo: 'images/profile.jpg',
  },
  timeline: [
    {
      id: 'northwind',
    },
    {
      id: 'fabrikam',
    },
    {
      id: 'contoso',
    },
  ],
  skills: [
    {
      id: 'python',
      value: 90,
    },
    {
      id: 'aws',
      value: 90,
    },
    {
      id: 'unity',
      value: 80,
    },
    {
      id: 'react',
      value: 70,
    },
    {
      id: 'oracle',
      value: 85,
    },
  ],
  services: [
    {
      id: 'ui-ux-design',
    },
    {
      id: 'mobile-apps',
    },
    {
      id: 'wordpress-design',
    },
  ],
  education: [
    {
      id: 'helsinki-open-university',
      start: '2017-09',
      end: '2019-05',
    },
    {
      id: 'tamk',
      start: '2010',
      end: '2014',
    },
  ],
  certifications: [
    {
      id: 'ckad',
      date: '2024-01',
    },
    {
      id: 'aws-solutions-architect',
      date: '2023-03',
      url: 'https://www.credly.com/badges/example-solutions-architect',
    },
    {
      id: 'aws-developer',
      date: '2022-06',
      url: 'https://www.credly.com/badges/example-developer',
    },
  ],
  languages: [
    {
      id: 'finnish',
    },
    {
      id: 'english',
    },
    {
      id: 'swedish',
    },
  ],
  resume: {
    projectSlugs: ['github-ci-pipeline', 'repair-shop-cms', 'sql-unit-test-runner'],
  },
  projects: [
    {
      slug: 'sql-unit-test-runner',
      img: 'images/projects/sql-unit-test-runner.png',
      link: 'https://github.com/example/sql-unit-test-runner',
      tags: ['python', 'testing', 'devops'],
      team: 3,
      start: '2020-02',
      end: '2020-09',
    },
    {
      slug: 'quote-calculator',
      img: 'images/projects/quote-calculator.png',
      link: 'https://play.google.com/store/apps/details?id=com.example.quotecalculator',
    },
    {
      slug: 'repair-shop-cms',
      img: 'images/projects/repair-shop-cms.png',
      link: 'https://github.com/example/repair-shop-cms',
      tags: ['react', 'cloud'],
      team: 2,
      start: '2021-03',
      end: '2022-01',
    },
    {
      slug: 'kubernetes-quickstarts',
      img: 'images/projects/kubernetes-quickstarts.png',
      link: 'https://github.com/example/kubernetes-quickstarts',
      tags: ['cloud', 'devops'],
    },
    {
      slug: 'github-ci-pipeline',
      img: 'images/projects/github-ci-pipeline.png',
      link: 'https://github.com/example/github-ci-pipeline',
      tags: ['devops', 'testing'],
      team: 5,
      start: '2023-01',
    },
    {
      slug: 'ecosystem-simulation',
      img: 'images/projects/ecosystem-simulation.png',
      link: 'https://github.com/example/ecosystem-simulation',
      tags: ['python'],
    },
    {
      slug: 'portfolio-site',
      img: 'images/projects/portfolio-site.png',
      link: 'https://github.com/example/react-portfolio',
      tags: ['react', 'testing'],
    },
  ],
  contact: {
    formId: 'xyzabcde',
  },
  social: {
    github: 'https://github.com/example',
    linkedin: 'https://www.linkedin.com/in/example',
    twitter: 'https://x.com/example',
    facebook: 'https://www.facebook.com/example',
  },
  // Counting visits: 'none', or 'plausible', 'umami' or 'goatcounter' with your site's id there and
  // the provider's address (README, "Analytics"), e.g.
  // { provider: 'plausible', siteId: 'your-site-id', host: 'https://plausible.io' }
  analytics: {
    provider: 'none',
  },
  // The blog's series, each with its title in the words files; a post joins one with
  // `series: <id>` in its front matter.
  series: [{ id: 'static-speed' }],
  // Comments below each post: 'none', or 'giscus' with the ids giscus.app gives you (README,
  // "Comments"); load: 'click' shows them only once a reader asks, e.g.
  // { provider: 'giscus', repo: 'you/your-repo', repoId: 'R_…', category: 'Comments', categoryId: 'DIC_…' }
  comments: {
    provider: 'none',
  },
  // A newsletter's sign-up form under each post and the blog's list: 'none', or 'buttondown' with
  // your username, 'kit' with your form's number or 'mailchimp' with your form's action (README,
  // "A newsletter"), e.g. { provider: 'kit', formId: '1234567' }
  newsletter: {
    provider: 'none',
  },
  // How the site looks (README, "Your look"): the accent, the neutrals' tint, the corners and the
  // fonts. This is the look it ships with; the README has others to copy.
  theme: {
    neutral: 'warm',
    radius: 'soft',
    light: { accent: '#8f4e00' },
    dark: { accent: '#f2c14e' },
    fonts: { body: 'system', headings: 'system', code: 'system' },
  },
} as const satisfies FactsInput
