import type { Site } from './schema.ts'
import { site as english } from './site.ts'

// The Finnish site at /fi/: the same owner and projects as site.ts, in Finnish. Facts that read
// the same in every language (names, addresses, links, pictures, dates, numbers) come from site.ts.

/** Entry `index` of one of site.ts's lists: every Finnish entry stands for an English one. */
function nth<T>(list: readonly T[] | undefined, index: number): T {
  const entry = list?.[index]
  if (entry === undefined) throw new Error(`site.fi.ts: site.ts has no entry ${index} in this list`)
  return entry
}

/** The slug, picture and link of site.ts's project `index`. */
function projectFacts(index: number) {
  const { slug, img, link } = nth(english.projects, index)
  return { slug, img, link }
}

/** When site.ts's education entry `index` began and ended. */
function studyPeriod(index: number) {
  const { start, end } = nth(english.education, index)
  return { start, end }
}

const skillValue = (index: number) => nth(english.skills, index).value

export const site: Site = {
  identity: {
    shortName: english.identity.shortName,
    fullName: english.identity.fullName,
    tagline: 'Pilvi- ja ohjelmistokehittäjä, joka puhuu sujuvasti myös suurjännitettä.',
    email: english.identity.email,
    headline: 'Pilvikehittäjä, jolla on tausta suurjännitetekniikassa',
    location: 'Tampere, Suomi',
  },
  home: {
    roles: ['Sertifioitu pilvikehittäjä', 'Full stack -kehittäjä', 'Suurjänniteasiantuntija'],
    intro:
      'Teen luotettavia ohjelmistoja pilveen, verkkoon ja puhelimiin. Sitä ennen huolehdin ' +
      'vuosia siitä, että suurjännitteiset sähköasemat pysyivät toiminnassa. Viihdyn ongelmien ' +
      'parissa, joissa yksityiskohdat ratkaisevat: testiautomaatio, julkaisuputket ja ' +
      'järjestelmät, jotka eivät saa kaatua.',
    photo: english.home.photo,
    photoAlt: 'Mika Laine hymyilee tiiliseinän edessä',
    description:
      'Mika Laine on sertifioitu pilvikehittäjä, monipuolinen ohjelmistokehittäjä ja ' +
      'suurjänniteasiantuntija. Projektit, työkokemus ja yhteystiedot.',
  },
  about: {
    heading: 'Minusta',
    introHeading: 'Kuka olen',
    intro:
      'Olen ohjelmistokehittäjä, jolla on sähkötekniikan tausta. Minulla on ' +
      'pilvisertifikaatteja, kirjoitan Pythonia ja TypeScriptiä joka päivä ja välitän ' +
      'ohjelmistoista, jotka on testattu, joiden toimintaa voi seurata ja jotka on helppo ' +
      'luovuttaa eteenpäin. Kun en koodaa, mallinnan ekosysteemejä ja puuhailen Unityn parissa.',
    description: 'Tietoa Mika Laineesta: työhistoria, osaaminen ja tarjolla olevat palvelut.',
  },
  timeline: [
    {
      jobtitle: 'Pilvikehittäjä',
      where: 'Northwind Systems',
      date: '2022 – nyt',
      achievements: [
        'Siirsin 40 palvelua virtuaalikoneilta AWS Lambdaan ja ECS:ään, mikä pienensi ' +
          'palvelinkustannuksia kolmanneksella.',
        'Rakensin julkaisuputken, jota jokainen tiimi nyt käyttää: muutos on tuotannossa ' +
          '12 minuuttia yhdistämisen jälkeen.',
        'Johdan neljän hengen tiimiä, joka työskentelee Tampereen ja Łódźin toimistoissa.',
      ],
    },
    {
      jobtitle: 'Full stack -kehittäjä',
      where: 'Fabrikam Digital',
      date: '2019 – 2022',
      achievements: [
        'Toteutin React- ja Node.js-pohjaisen ajanvarausalustan, jota käyttää nyt 120 klinikkaa.',
        'Otin käyttöön automaattiset SQL-yksikkötestit: regressiotarkistus lyheni päivästä ' +
          'kuuteen minuuttiin.',
      ],
    },
    {
      // A soft hyphen (\u00ad) shows where the long word may break on a phone.
      jobtitle: 'Suurjännite\u00adteknikko',
      where: 'Contoso Grid',
      date: '2014 – 2019',
      achievements: [
        'Huolsin Pirkanmaan alueen 110 kV:n sähköasemia ilman yhtäkään poissaoloon johtanutta ' +
          'tapaturmaa.',
        'Kirjoitin Python-työkaluja, jotka muuttivat tarkastuskirjaukset huoltoaikatauluiksi.',
      ],
    },
  ],
  skills: [
    { name: 'Python', value: skillValue(0) },
    { name: 'AWS', value: skillValue(1) },
    { name: 'Unity', value: skillValue(2) },
    { name: 'React', value: skillValue(3) },
    { name: 'Oracle', value: skillValue(4) },
  ],
  services: [
    {
      title: 'UI & UX -suunnittelu',
      description:
        'Käyttöliittymiä, jotka ovat selkeitä ensimmäisellä käynnillä ja nopeita jokaisella ' +
        'seuraavalla. Suunnittelen ne oikealla sisällöllä ja testaan oikeilla käyttäjillä.',
    },
    {
      title: 'Mobiilisovellukset',
      description:
        'Natiivilta tuntuvia Android-sovelluksia ensimmäisestä luonnoksesta sovelluskauppaan ' +
        'asti. Ne toimivat ilman verkkoyhteyttä ja vaatimattomammillakin puhelimilla.',
    },
    {
      title: 'WordPress-sivustot',
      description:
        'Teemoja ja sivustoja, joita sisällöntuottajien on mukava käyttää: nopeat sivut, ' +
        'järkevät lohkot eikä lisäosaviidakkoa.',
    },
  ],
  education: [
    {
      school: 'Helsingin yliopisto, avoin yliopisto',
      degree: 'Tietojenkäsittelytieteen opinnot, 60 op',
      ...studyPeriod(0),
    },
    {
      school: 'Tampereen ammattikorkeakoulu',
      degree: 'Insinööri (AMK), sähkövoimatekniikka',
      ...studyPeriod(1),
    },
  ],
  // Certificates go by their official English names, so the whole list is site.ts's.
  certifications: english.certifications,
  languages: [
    { language: 'Suomi', fluency: 'äidinkieli' },
    { language: 'Englanti', fluency: 'sujuva' },
    { language: 'Ruotsi', fluency: 'hyvä työkielitaito' },
  ],
  resume: {
    description:
      'Mika Laineen ansioluettelo: työkokemus, osaaminen, sertifikaatit ja koulutus, ' +
      'myös PDF-tiedostona ja JSON Resume -muodossa.',
    projectSlugs: english.resume.projectSlugs,
  },
  portfolio: {
    description:
      'Mika Laineen valittuja projekteja: pilvi-, verkko- ja mobiilisovelluksia sekä ' +
      'simulaatioita.',
  },
  projects: [
    {
      ...projectFacts(0),
      title: 'SQL-yksikkötestaustyökalu',
      description: 'Automatisoi tallennettujen proseduurien ja näkymien yksikkötestit.',
      additionalInfo: 'Python, Oracle, PL/SQL, GitHub Actions',
      details:
        'Komentorivityökalu, joka löytää tavallisina SQL-tiedostoina kirjoitetut testitapaukset, ' +
        'ajaa ne kertakäyttöistä skeemaa vasten ja raportoi tulokset JUnit-muodossa.\n\n' +
        'Se lyhensi 400 proseduurin tietokannan regressiotarkistuksen päivän käsityöstä ' +
        'kuuteen minuuttiin CI-putkessa.',
    },
    {
      ...projectFacts(1),
      title: 'Tarjouslaskuri',
      description: 'Android-sovellus, joka hinnoittelee sähkötyöt suoraan työmaalla.',
      additionalInfo: 'Kotlin, Jetpack Compose, Room',
      details:
        'Sähköasentajat valitsevat materiaalit ja työt hinnastosta, ja sovellus tekee ' +
        'yrityksen ilmeellä varustetun PDF-tarjouksen ennen kuin he lähtevät asiakkaan luota.\n\n' +
        'Toimii kokonaan ilman verkkoyhteyttä ja päivittää hinnaston, kun yhteys palaa.',
    },
    {
      ...projectFacts(2),
      title: 'Korjaamon sisällönhallinta',
      description: 'Korjaamon töiden seuranta ja tilannetiedot asiakkaille AWS:n päällä.',
      additionalInfo: 'React, Node.js, AWS Lambda, DynamoDB, Terraform',
      details:
        'Sisällön- ja työnhallintajärjestelmä puhelimia ja kannettavia korjaavalle ketjulle: ' +
        'laitteiden vastaanotto, varaosat, tilaviestit asiakkaille ja laskutus.\n\n' +
        'Palvelimeton AWS-toteutus, jonka infrastruktuuri on määritelty Terraformilla; ' +
        'käyttökulut ovat alle 30 dollaria kuukaudessa.',
    },
    {
      ...projectFacts(3),
      title: 'Kubernetes-pikaoppaat',
      description: 'Valmiita, heti ajettavia pohjia yleisiin Kubernetes-kokoonpanoihin.',
      additionalInfo: 'Kubernetes, Helm, Kustomize',
      details:
        'Kokoelma pieniä, dokumentoituja manifesteja: verkkosovellus Ingress-resurssilla ja ' +
        'TLS-salauksella, työjono, ajastettu tehtävä ja tilallinen tietokanta.\n\n' +
        'Jokainen pikaopas käynnistyy kannettavan tietokoneen klusterissa alle viidessä ' +
        'minuutissa.',
    },
    {
      ...projectFacts(4),
      title: 'GitHub CI -putki',
      description: 'Uudelleenkäytettävä työnkulku koontiin, testaukseen ja julkaisuun.',
      additionalInfo: 'GitHub Actions, Docker, semanttinen versiointi',
      details:
        'Uudelleenkäytettäviä GitHub Actions -työnkulkuja, jotka tarkistavat koodin, ajavat ' +
        'testit, rakentavat konttikuvat ja julkaisevat versiot automaattisesti koottuine ' +
        'muutoslokeineen.\n\n' +
        'Käytössä yhdessätoista repositoriossa; putken ajoajan mediaani putosi 14 minuutista ' +
        'viiteen.',
    },
    {
      ...projectFacts(5),
      title: 'Ekosysteemisimulaatio',
      description: 'Agenttipohjainen malli saalistajista, saaliseläimistä ja kasveista.',
      additionalInfo: 'Unity, C#, Python analyysiin',
      details:
        'Kanit laiduntavat, ketut saalistavat ja ruoho kasvaa takaisin proseduraalisesti ' +
        'generoidulla saarella. Jokaisella eläimellä on nopeutta, näköä ja ruokahalua säätelevät ' +
        'geenit, jotka muuttuvat vähitellen sukupolvesta toiseen.\n\n' +
        'Mallin ajot tallennetaan CSV-tiedostoihin ja analysoidaan Python-muistikirjoissa.',
    },
    {
      ...projectFacts(6),
      title: 'Tämä portfolio',
      description: 'Sivusto, jota luet parhaillaan: nopea, saavutettava ja valmiiksi renderöity.',
      additionalInfo: 'React, TypeScript, Vite, Playwright',
      details:
        'Jokainen sivu renderöidään valmiiksi HTML:ksi ja on luettavissa ilman JavaScriptiä. ' +
        'Sen jälkeen sivu hydratoidaan selaimessa, jotta siirtyminen sivulta toiselle on ' +
        'välitöntä.\n\n' +
        'Vaalea ja tumma teema, testattu yhteydenottolomake ja automaattinen ' +
        'saavutettavuustarkistus.',
    },
  ],
  contact: {
    formId: english.contact.formId,
    description: 'Ota yhteyttä Mika Laineeseen sähköpostilla tai yhteydenottolomakkeella.',
  },
  social: english.social,
}
