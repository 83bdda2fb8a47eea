import type { Site } from './schema.ts'

// Everything a visitor reads. Make the site yours by editing this file and the files in images/.
export const site: Site = {
  identity: {
    shortName: 'Mika Laine',
    fullName: 'Mika Laine',
    tagline: 'Cloud and full stack developer who also speaks fluent high voltage.',
    email: 'mika.laine@example.com',
    headline: 'Cloud developer with a background in high-voltage engineering',
    location: 'Tampere, Finland',
  },
  home: {
    roles: ['Cloud Certified Developer', 'Full Stack Developer', 'High Voltage Specialist'],
    intro:
      'I build dependable software for the cloud, the web and the phone, and I spent years keeping ' +
      'high-voltage substations running before that. I like problems where the details matter: ' +
      'test automation, deployment pipelines and systems that must not fall over.',
    photo: 'images/profile.jpg',
    photoAlt: 'Mika Laine, smiling, in front of a brick wall',
    description:
      'Mika Laine is a cloud certified, full stack developer and high-voltage specialist. ' +
      'Projects, experience and contact details.',
  },
  about: {
    heading: 'About me',
    introHeading: 'Who I am',
    intro:
      'I am a developer with a background in electrical engineering. I hold cloud certifications, ' +
      'write Python and TypeScript every day, and care about software that is tested, observable ' +
      'and easy to hand over. When I am not coding I model ecosystems and tinker with Unity.',
    description: 'About Mika Laine: work timeline, skills and the services on offer.',
  },
  timeline: [
    {
      jobtitle: 'Cloud Developer',
      where: 'Northwind Systems',
      date: '2022 – now',
      achievements: [
        'Moved 40 services from virtual machines to AWS Lambda and ECS, cutting hosting costs by a third.',
        'Built the deployment pipeline every team now uses: from merge to production in 12 minutes.',
        'Lead a team of four across the Tampere and Łódź offices.',
      ],
    },
    {
      jobtitle: 'Full Stack Developer',
      where: 'Fabrikam Digital',
      date: '2019 – 2022',
      achievements: [
        'Shipped a React and Node.js booking platform now used by 120 clinics.',
        'Introduced automated SQL unit tests: regression checks went from a day to six minutes.',
      ],
    },
    {
      jobtitle: 'High Voltage Technician',
      where: 'Contoso Grid',
      date: '2014 – 2019',
      achievements: [
        'Maintained 110 kV substations across the Pirkanmaa region without a lost-time incident.',
        'Wrote Python tools that turned inspection logs into maintenance schedules.',
      ],
    },
  ],
  skills: [
    { name: 'Python', value: 90 },
    { name: 'AWS', value: 90 },
    { name: 'Unity', value: 80 },
    { name: 'React', value: 70 },
    { name: 'Oracle', value: 85 },
  ],
  services: [
    {
      title: 'UI & UX Design',
      description:
        'Interfaces that are clear on the first visit and quick on every visit after, designed ' +
        'with real content and tested with real people.',
    },
    {
      title: 'Mobile Apps',
      description:
        'Native-feeling Android apps, from the first sketch to the store listing, built to work ' +
        'offline and on modest phones.',
    },
    {
      title: 'Wordpress Design',
      description:
        'Themes and sites that editors enjoy using: fast pages, sensible blocks and no plugin ' +
        'sprawl.',
    },
  ],
  education: [
    {
      school: 'University of Helsinki, Open University',
      degree: 'Computer Science studies, 60 ECTS',
      start: '2017-09',
      end: '2019-05',
    },
    {
      school: 'Tampere University of Applied Sciences',
      degree: 'Bachelor of Engineering, Electrical Power Engineering',
      start: '2010',
      end: '2014',
    },
  ],
  certifications: [
    {
      name: 'AWS Certified Solutions Architect – Associate',
      issuer: 'Amazon Web Services',
      date: '2023-03',
      url: 'https://www.credly.com/badges/example-solutions-architect',
    },
    {
      name: 'AWS Certified Developer – Associate',
      issuer: 'Amazon Web Services',
      date: '2022-06',
      url: 'https://www.credly.com/badges/example-developer',
    },
    {
      name: 'Certified Kubernetes Application Developer (CKAD)',
      issuer: 'The Linux Foundation',
      date: '2024-01',
    },
  ],
  languages: [
    { language: 'Finnish', fluency: 'Native' },
    { language: 'English', fluency: 'Fluent' },
    { language: 'Swedish', fluency: 'Good working knowledge' },
  ],
  resume: {
    description:
      'The résumé of Mika Laine: experience, skills, certifications and education, ' +
      'also as a PDF and in JSON Resume format.',
    projectSlugs: ['repair-shop-cms', 'sql-unit-test-runner', 'github-ci-pipeline'],
  },
  portfolio: {
    description: 'Selected projects by Mika Laine: cloud, web, mobile and simulation work.',
  },
  projects: [
    {
      slug: 'sql-unit-test-runner',
      img: 'images/projects/sql-unit-test-runner.png',
      title: 'SQL Unit Test Runner',
      description: 'Automates unit tests for stored procedures and views.',
      additionalInfo: 'Python, Oracle, PL/SQL, GitHub Actions',
      details:
        'A command-line tool that discovers test cases written as plain SQL files, runs them ' +
        'against a disposable schema and reports the results in JUnit format.\n\n' +
        'It cut the regression check of a 400-procedure database from a day of manual work to ' +
        'six minutes in CI.',
      link: 'https://github.com/example/sql-unit-test-runner',
    },
    {
      slug: 'quote-calculator',
      img: 'images/projects/quote-calculator.png',
      title: 'Quote Calculator',
      description: 'An Android app that prices electrical jobs on site.',
      additionalInfo: 'Kotlin, Jetpack Compose, Room',
      details:
        'Electricians pick materials and labour from a catalogue, and the app produces a ' +
        'branded PDF quote before they leave the customer.\n\n' +
        'Works fully offline and syncs the catalogue when a connection returns.',
      link: 'https://play.google.com/store/apps/details?id=com.example.quotecalculator',
    },
    {
      slug: 'repair-shop-cms',
      img: 'images/projects/repair-shop-cms.png',
      title: 'Repair Shop CMS',
      description: 'Job tracking and customer updates for a repair shop, on AWS.',
      additionalInfo: 'React, Node.js, AWS Lambda, DynamoDB, Terraform',
      details:
        'A content and job management system for a phone and laptop repair chain: intake, ' +
        'parts, status messages to customers and invoices.\n\n' +
        'Serverless on AWS, provisioned with Terraform, costs under 30 USD a month to run.',
      link: 'https://github.com/example/repair-shop-cms',
    },
    {
      slug: 'kubernetes-quickstarts',
      img: 'images/projects/kubernetes-quickstarts.png',
      title: 'Kubernetes Quickstarts',
      description: 'Ready-to-run templates for common Kubernetes setups.',
      additionalInfo: 'Kubernetes, Helm, Kustomize',
      details:
        'A collection of small, documented manifests: a web app with ingress and TLS, a worker ' +
        'queue, a scheduled job and a stateful database.\n\n' +
        'Each quickstart runs on a laptop cluster in under five minutes.',
      link: 'https://github.com/example/kubernetes-quickstarts',
    },
    {
      slug: 'github-ci-pipeline',
      img: 'images/projects/github-ci-pipeline.png',
      title: 'GitHub CI Pipeline',
      description: 'A reusable build, test and release workflow.',
      additionalInfo: 'GitHub Actions, Docker, semantic versioning',
      details:
        'Reusable GitHub Actions workflows that lint, test, build container images and publish ' +
        'releases with generated changelogs.\n\n' +
        'Adopted by eleven repositories; median pipeline time went from 14 to 5 minutes.',
      link: 'https://github.com/example/github-ci-pipeline',
    },
    {
      slug: 'ecosystem-simulation',
      img: 'images/projects/ecosystem-simulation.png',
      title: 'Ecosystem Simulation',
      description: 'An agent-based model of predators, prey and plants.',
      additionalInfo: 'Unity, C#, Python for analysis',
      details:
        'Rabbits graze, foxes hunt and grass regrows on a procedurally generated island. Each ' +
        'animal carries genes for speed, sight and appetite that drift across generations.\n\n' +
        'Runs of the model are exported to CSV and analysed in Python notebooks.',
      link: 'https://github.com/example/ecosystem-simulation',
    },
    {
      slug: 'portfolio-site',
      img: 'images/projects/portfolio-site.png',
      title: 'This Portfolio',
      description: 'The site you are reading: fast, accessible and prerendered.',
      additionalInfo: 'React, TypeScript, Vite, Playwright',
      details:
        'Every page is prerendered to HTML and readable without JavaScript, then hydrated for ' +
        'instant navigation.\n\n' +
        'Light and dark themes, a tested contact form and an automated accessibility check.',
      link: 'https://github.com/example/react-portfolio',
    },
  ],
  contact: {
    formId: 'xyzabcde',
    description: 'Get in touch with Mika Laine by email or through the contact form.',
  },
  social: {
    github: 'https://github.com/example',
    linkedin: 'https://www.linkedin.com/in/example',
    twitter: 'https://x.com/example',
    facebook: 'https://www.facebook.com/example',
  },
}
