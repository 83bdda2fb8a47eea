import type { WordsFor } from '../../content-model/schema.ts'
import type { site } from '../site.ts'

// Everything the site says in English, the default language: your texts under the ids of
// site.ts, then the site's own words (ui). Every other language's file may leave any text out,
// and that text shows in English there.
export const words = {
  identity: {
    tagline: 'Cloud and full stack developer who also speaks fluent high voltage.',
    headline: 'Cloud developer with a background in high-voltage engineering',
    location: 'Tampere, Finland',
  },
  home: {
    roles: ['Cloud Certified Developer', 'Full Stack Developer', 'High Voltage Specialist'],
    intro:
      'I build dependable software for the cloud, the web and the phone, and I spent years keeping high-voltage substations running before that. I like problems where the details matter: test automation, deployment pipelines and systems that must not fall over.',
    photoAlt: 'Mika Laine, smiling, in front of a brick wall',
    description:
      'Mika Laine is a cloud certified, full stack developer and high-voltage specialist. Projects, experience and contact details.',
  },
  about: {
    heading: 'About me',
    introHeading: 'Who I am',
    intro:
      'I am a developer with a background in electrical engineering. I hold cloud certifications, write Python and TypeScript every day, and care about software that is tested, observable and easy to hand over. When I am not coding I model ecosystems and tinker with Unity.',
    description: 'About Mika Laine: work timeline, skills and the services on offer.',
  },
  timeline: {
    northwind: {
      jobtitle: 'Cloud Developer',
      where: 'Northwind Systems',
      date: '2022 – now',
      achievements: [
        'Moved 40 services from virtual machines to AWS Lambda and ECS, cutting hosting costs by a third.',
        'Built the deployment pipeline every team now uses: from merge to production in 12 minutes.',
        'Leading a team of four across the Tampere and Łódź offices.',
      ],
    },
    fabrikam: {
      jobtitle: 'Full Stack Developer',
      where: 'Fabrikam Digital',
      date: '2019 – 2022',
      achievements: [
        'Shipped a React and Node.js booking platform now used by 120 clinics.',
        'Introduced automated SQL unit tests: regression checks went from a day to six minutes.',
      ],
    },
    contoso: {
      jobtitle: 'High Voltage Technician',
      where: 'Contoso Grid',
      date: '2014 – 2019',
      achievements: [
        'Maintained 110 kV substations across the Pirkanmaa region without a lost-time incident.',
        'Wrote Python tools that turned inspection logs into maintenance schedules.',
      ],
    },
  },
  skills: {
    python: {
      name: 'Python',
    },
    aws: {
      name: 'AWS',
    },
    unity: {
      name: 'Unity',
    },
    react: {
      name: 'React',
    },
    oracle: {
      name: 'Oracle',
    },
  },
  services: {
    'ui-ux-design': {
      title: 'UI & UX Design',
      description:
        'Interfaces that are clear on the first visit and quick on every visit after, designed with real content and tested with real people.',
    },
    'mobile-apps': {
      title: 'Mobile Apps',
      description:
        'Native-feeling Android apps, from the first sketch to the store listing, built to work offline and on modest phones.',
    },
    'wordpress-design': {
      title: 'Wordpress Design',
      description:
        'Themes and sites that editors enjoy using: fast pages, sensible blocks and no plugin sprawl.',
    },
  },
  education: {
    'helsinki-open-university': {
      school: 'University of Helsinki, Open University',
      degree: 'Computer Science studies, 60 ECTS',
    },
    tamk: {
      school: 'Tampere University of Applied Sciences',
      degree: 'Bachelor of Engineering, Electrical Power Engineering',
    },
  },
  certifications: {
    'aws-solutions-architect': {
      name: 'AWS Certified Solutions Architect – Associate',
      issuer: 'Amazon Web Services',
    },
    'aws-developer': {
      name: 'AWS Certified Developer – Associate',
      issuer: 'Amazon Web Services',
    },
    ckad: {
      name: 'Certified Kubernetes Application Developer (CKAD)',
      issuer: 'The Linux Foundation',
    },
  },
  languages: {
    finnish: {
      language: 'Finnish',
      fluency: 'Native',
    },
    english: {
      language: 'English',
      fluency: 'Fluent',
    },
    swedish: {
      language: 'Swedish',
      fluency: 'Good working knowledge',
    },
  },
  resume: {
    description:
      'The résumé of Mika Laine: experience, skills, certifications and education, also as a PDF and in JSON Resume format.',
  },
  portfolio: {
    description: 'Selected projects by Mika Laine: cloud, web, mobile and simulation work.',
  },
  projects: {
    'sql-unit-test-runner': {
      title: 'SQL Unit Test Runner',
      description: 'Automates unit tests for stored procedures and views.',
      additionalInfo: 'Python, Oracle, PL/SQL, GitHub Actions',
      details:
        'A command-line tool that discovers test cases written as plain SQL files, runs them against a disposable schema and reports the results in JUnit format.\n\nIt cut the regression check of a 400-procedure database from a day of manual work to six minutes in CI.',
      problem:
        'Every release of a 400-procedure Oracle database waited a full day for someone to click through the regression checks by hand, and bugs still slipped through.',
      role: 'Lead developer',
      work: 'Designed the test format as plain SQL files, so the database team could write tests without learning a framework. Built the runner in Python, the disposable schemas and the JUnit reports, and wired it into the CI pipeline.',
      outcome:
        'Regression checks went from a day to six minutes; 1,200 tests now run on every merge.',
    },
    'quote-calculator': {
      title: 'Quote Calculator',
      description: 'An Android app that prices electrical jobs on site.',
      additionalInfo: 'Kotlin, Jetpack Compose, Room',
      details:
        'Electricians pick materials and labour from a catalogue, and the app produces a branded PDF quote before they leave the customer.\n\nWorks fully offline and syncs the catalogue when a connection returns.',
    },
    'repair-shop-cms': {
      title: 'Repair Shop CMS',
      description: 'Job tracking and customer updates for a repair shop, on AWS.',
      additionalInfo: 'React, Node.js, AWS Lambda, DynamoDB, Terraform',
      details:
        'A content and job management system for a phone and laptop repair chain: intake, parts, status messages to customers and invoices.\n\nServerless on AWS, provisioned with Terraform, costs under 30 USD a month to run.',
      problem:
        'Four repair shops tracked jobs on paper tickets and answered "is my phone ready?" calls all day.',
      role: 'Full stack developer',
      work: 'Built the React front end and the Node.js functions on AWS Lambda, modelled the jobs in DynamoDB, and sent customers a text message at every status change.',
      outcome: 'Status calls fell by 70%, and the system runs for under 30 USD a month.',
    },
    'kubernetes-quickstarts': {
      title: 'Kubernetes Quickstarts',
      description: 'Ready-to-run templates for common Kubernetes setups.',
      additionalInfo: 'Kubernetes, Helm, Kustomize',
      details:
        'A collection of small, documented manifests: a web app with ingress and TLS, a worker queue, a scheduled job and a stateful database.\n\nEach quickstart runs on a laptop cluster in under five minutes.',
    },
    'github-ci-pipeline': {
      title: 'GitHub CI Pipeline',
      description: 'A reusable build, test and release workflow.',
      additionalInfo: 'GitHub Actions, Docker, semantic versioning',
      details:
        'Reusable GitHub Actions workflows that lint, test, build container images and publish releases with generated changelogs.\n\nAdopted by eleven repositories; median pipeline time went from 14 to 5 minutes.',
      problem:
        'Every team kept its own copy of a slow build script, and each fix had to be made eleven times.',
      role: 'Platform engineer, owner of the shared workflows',
      work: 'Wrote reusable workflows with caching and parallel test shards, moved the eleven repositories onto them one by one, and documented how to extend them.',
      outcome: 'Median pipeline time fell from 14 to 5 minutes across 11 repositories.',
    },
    'ecosystem-simulation': {
      title: 'Ecosystem Simulation',
      description: 'An agent-based model of predators, prey and plants.',
      additionalInfo: 'Unity, C#, Python for analysis',
      details:
        'Rabbits graze, foxes hunt and grass regrows on a procedurally generated island. Each animal carries genes for speed, sight and appetite that drift across generations.\n\nRuns of the model are exported to CSV and analysed in Python notebooks.',
    },
    'portfolio-site': {
      title: 'This Portfolio',
      description: 'The site you are reading: fast, accessible and prerendered.',
      additionalInfo: 'React, TypeScript, Vite, Playwright',
      details:
        'Every page is prerendered to HTML and reads without JavaScript. React wakes only where a visitor acts, and the next page is swapped in place with a fade.\n\nLight and dark themes, a tested contact form and an automated accessibility check.',
    },
  },
  contact: {
    description: 'Get in touch with Mika Laine by email or through the contact form.',
  },
  tags: {
    python: 'Python',
    react: 'React',
    cloud: 'Cloud',
    devops: 'DevOps',
    testing: 'Testing',
    typescript: 'TypeScript',
    performance: 'Performance',
  },
  blog: {
    description:
      'Notes from Mika Laine on building for the web and the cloud: what worked, what broke and why.',
  },
  series: {
    'static-speed': { title: 'A fast static site, measured' },
  },
  ui: {
    skipToContent: 'Skip to content',
    menu: 'Menu',
    mainNavigation: 'Main',
    darkTheme: 'Dark theme',
    languages: 'Language',
    nav: {
      home: 'Home',
      portfolio: 'Portfolio',
      blog: 'Blog',
      about: 'About',
      resume: 'Résumé',
      contact: 'Contact',
      search: 'Search',
    },
    socialLinks: 'Social links',
    socialCaption: 'See my work',
    copyright: '© {year} {name}',
    opensInNewTab: '(opens in a new tab)',
    titles: {
      about: 'About | {name}',
      portfolio: 'Portfolio | {name}',
      resume: 'Résumé | {name}',
      contact: '{name} | Contact',
      project: '{project} | {name}',
      blog: 'Blog | {name}',
      post: '{post} | {name}',
      blogTag: 'Posts tagged {tag} | {name}',
      search: 'Search | {name}',
      tag: '{tag} projects | {name}',
    },
    home: {
      portfolio: 'My Portfolio',
      contact: 'Contact Me',
      pauseTitles: 'Pause the titles',
    },
    about: {
      resumeLink: {
        before: '',
        link: 'Read my résumé',
        after: ': experience, certifications and education.',
      },
      timeline: 'Work Timline',
      jobTitle: 'Job title',
      where: 'Where',
      date: 'Date',
      skills: 'Skills',
      services: 'services',
    },
    portfolio: {
      heading: 'Portfolio',
      eyebrow: 'Selected work',
      viewProject: 'View Project',
      close: 'Close',
      projectNumber: 'Project {number}',
      link: 'Link:',
      allProjects: 'All projects',
      moreProjects: 'More projects',
      previous: 'Previous project',
      next: 'Next project',
      tags: 'Tags',
      allTags: 'All',
      showingAll: 'Showing all {total} projects',
      showingTag: 'Showing {count} of {total} projects tagged {tag}',
      tagDescription: 'Projects by {name} tagged {tag}.',
      readCaseStudy: 'Read the whole case study',
      caseStudy: {
        problem: 'The problem',
        role: 'My role',
        team: 'In a team of {count}',
        work: 'What I did',
        outcome: 'The outcome',
        dates: 'When',
      },
    },
    github: {
      stars: { one: '{count} star', other: '{count} stars' },
      updated: 'Updated {date}',
      archived: 'Archived',
      calendar: 'On GitHub',
      contributions: {
        one: '{count} contribution in the last year',
        other: '{count} contributions in the last year',
      },
      less: 'Less',
      more: 'More',
    },
    contact: {
      heading: 'Contact Me',
      introHeading: 'Get in touch',
      intro: 'Feel free to reach out to me via email, or through the contact page on this website.',
      form: 'Contact form',
      name: 'Name',
      email: 'Email',
      message: 'Message',
      send: 'Send message',
      sending: 'Sending...',
      sent: 'SUCCESS! Thank you for your message.',
      failed: 'Failed to send the message. Please try again later.',
      dismiss: 'Dismiss',
    },
    blog: {
      heading: 'Blog',
      allPosts: 'All posts',
      tagged: 'Posts tagged “{tag}”',
      taggedDescription: "{name}'s posts on {tag}.",
      minutesToRead: '{minutes} min read',
      updated: 'Updated',
      tags: 'Tags',
      morePosts: 'More posts',
      previous: 'Previous post',
      next: 'Next post',
      contents: 'Contents',
      seriesPart: 'Part {part} of {parts}',
      related: 'Related posts',
      footnotes: 'Footnotes',
      backToReference: 'Back to reference {number}',
      copyCode: { button: 'Copy code', copied: 'Copied' },
      feedTitle: '{name}: Blog',
      feedLink: 'Follow by RSS',
    },
    comments: {
      heading: 'Comments',
      show: 'Show comments',
      onGitHub: 'Comment on GitHub',
    },
    newsletter: {
      heading: 'Get new posts by email',
      intro: 'One email when a new post is out, nothing else. Unsubscribe at any time.',
      email: 'Email address',
      subscribe: 'Subscribe',
    },
    search: {
      heading: 'Search',
      description: 'Search the pages, projects and posts of {name}.',
      label: 'Search the site',
      needsJavaScript:
        'Search needs JavaScript, which is off or could not load. Meanwhile, browse these:',
      searching: 'Searching…',
      topics: 'Or start with a topic',
      results: { one: '{count} result for “{query}”', other: '{count} results for “{query}”' },
      noResults: 'Nothing found for “{query}”.',
      failed: 'Search could not load. Please reload the page and try again.',
    },
    resume: {
      heading: 'Résumé',
      downloadPdf: 'Download PDF',
      jsonResume: 'JSON Resume',
      fileTitle: '{name} – Résumé',
      now: 'now',
      sections: {
        summary: 'Summary',
        experience: 'Experience',
        skills: 'Skills',
        certifications: 'Certifications',
        education: 'Education',
        projects: 'Selected projects',
        languages: 'Languages',
      },
    },
  },
} satisfies WordsFor<typeof site>
