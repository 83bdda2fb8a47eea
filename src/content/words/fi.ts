import type { TranslationFor } from '../../content-model/schema.ts'
import type { site } from '../site.ts'

// Everything the site says in Finnish, at /fi/: the keys of en.ts. A text left out here shows in
// English (the build lists it as untranslated); `{name}` and the like stay as they are.
export const words = {
  identity: {
    tagline: 'Pilvi- ja ohjelmistokehittäjä, joka puhuu sujuvasti myös suurjännitettä.',
    headline: 'Pilvikehittäjä, jolla on tausta suurjännitetekniikassa',
    location: 'Tampere, Suomi',
  },
  home: {
    roles: ['Sertifioitu pilvikehittäjä', 'Full stack -kehittäjä', 'Suurjänniteasiantuntija'],
    intro:
      'Teen luotettavia ohjelmistoja pilveen, verkkoon ja puhelimiin. Sitä ennen huolehdin vuosia siitä, että suurjännitteiset sähköasemat pysyivät toiminnassa. Viihdyn ongelmien parissa, joissa yksityiskohdat ratkaisevat: testiautomaatio, julkaisuputket ja järjestelmät, jotka eivät saa kaatua.',
    photoAlt: 'Mika Laine hymyilee tiiliseinän edessä',
    description:
      'Mika Laine on sertifioitu pilvikehittäjä, monipuolinen ohjelmistokehittäjä ja suurjänniteasiantuntija. Projektit, työkokemus ja yhteystiedot.',
  },
  about: {
    heading: 'Minusta',
    introHeading: 'Kuka olen',
    intro:
      'Olen ohjelmistokehittäjä, jolla on sähkötekniikan tausta. Minulla on pilvisertifikaatteja, kirjoitan Pythonia ja TypeScriptiä joka päivä ja välitän ohjelmistoista, jotka on testattu, joiden toimintaa voi seurata ja jotka on helppo luovuttaa eteenpäin. Kun en koodaa, mallinnan ekosysteemejä ja puuhailen Unityn parissa.',
    description: 'Tietoa Mika Laineesta: työhistoria, osaaminen ja tarjolla olevat palvelut.',
  },
  timeline: {
    northwind: {
      jobtitle: 'Pilvikehittäjä',
      where: 'Northwind Systems',
      date: '2022 – nyt',
      achievements: [
        'Siirsin 40 palvelua virtuaalikoneilta AWS Lambdaan ja ECS:ään, mikä pienensi palvelinkustannuksia kolmanneksella.',
        'Rakensin julkaisuputken, jota jokainen tiimi nyt käyttää: muutos on tuotannossa 12 minuuttia yhdistämisen jälkeen.',
        'Johdan neljän hengen tiimiä, joka työskentelee Tampereen ja Łódźin toimistoissa.',
      ],
    },
    fabrikam: {
      jobtitle: 'Full stack -kehittäjä',
      where: 'Fabrikam Digital',
      date: '2019 – 2022',
      achievements: [
        'Toteutin React- ja Node.js-pohjaisen ajanvarausalustan, jota käyttää nyt 120 klinikkaa.',
        'Otin käyttöön automaattiset SQL-yksikkötestit: regressiotarkistus lyheni päivästä kuuteen minuuttiin.',
      ],
    },
    contoso: {
      // A soft hyphen (\u00ad) shows where the long word may break on a phone.
      jobtitle: 'Suurjännite\u00adteknikko',
      where: 'Contoso Grid',
      date: '2014 – 2019',
      achievements: [
        'Huolsin Pirkanmaan alueen 110 kV:n sähköasemia ilman yhtäkään poissaoloon johtanutta tapaturmaa.',
        'Kirjoitin Python-työkaluja, jotka muuttivat tarkastuskirjaukset huoltoaikatauluiksi.',
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
      title: 'UI & UX -suunnittelu',
      description:
        'Käyttöliittymiä, jotka ovat selkeitä ensimmäisellä käynnillä ja nopeita jokaisella seuraavalla. Suunnittelen ne oikealla sisällöllä ja testaan oikeilla käyttäjillä.',
    },
    'mobile-apps': {
      title: 'Mobiilisovellukset',
      description:
        'Natiivilta tuntuvia Android-sovelluksia ensimmäisestä luonnoksesta sovelluskauppaan asti. Ne toimivat ilman verkkoyhteyttä ja vaatimattomammillakin puhelimilla.',
    },
    'wordpress-design': {
      title: 'WordPress-sivustot',
      description:
        'Teemoja ja sivustoja, joita sisällöntuottajien on mukava käyttää: nopeat sivut, järkevät lohkot eikä lisäosaviidakkoa.',
    },
  },
  education: {
    'helsinki-open-university': {
      school: 'Helsingin yliopisto, avoin yliopisto',
      degree: 'Tietojenkäsittelytieteen opinnot, 60 op',
    },
    tamk: {
      school: 'Tampereen ammattikorkeakoulu',
      degree: 'Insinööri (AMK), sähkövoimatekniikka',
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
      language: 'Suomi',
      fluency: 'äidinkieli',
    },
    english: {
      language: 'Englanti',
      fluency: 'sujuva',
    },
    swedish: {
      language: 'Ruotsi',
      fluency: 'hyvä työkielitaito',
    },
  },
  resume: {
    description:
      'Mika Laineen ansioluettelo: työkokemus, osaaminen, sertifikaatit ja koulutus, myös PDF-tiedostona ja JSON Resume -muodossa.',
  },
  portfolio: {
    description:
      'Mika Laineen valittuja projekteja: pilvi-, verkko- ja mobiilisovelluksia sekä simulaatioita.',
  },
  projects: {
    'sql-unit-test-runner': {
      title: 'SQL-yksikkötestaustyökalu',
      description: 'Automatisoi tallennettujen proseduurien ja näkymien yksikkötestit.',
      additionalInfo: 'Python, Oracle, PL/SQL, GitHub Actions',
      details:
        'Komentorivityökalu, joka löytää tavallisina SQL-tiedostoina kirjoitetut testitapaukset, ajaa ne kertakäyttöistä skeemaa vasten ja raportoi tulokset JUnit-muodossa.\n\nSe lyhensi 400 proseduurin tietokannan regressiotarkistuksen päivän käsityöstä kuuteen minuuttiin CI-putkessa.',
      problem:
        'Jokainen 400 proseduurin Oracle-tietokannan julkaisu odotti kokonaisen päivän, kun joku kävi regressiotarkistukset läpi käsin, ja virheitä pääsi silti läpi.',
      role: 'Pääkehittäjä',
      work: 'Suunnittelin testimuodon tavallisiksi SQL-tiedostoiksi, jotta tietokantatiimi pystyi kirjoittamaan testejä opettelematta uutta kehystä. Rakensin Python-ajurin, kertakäyttöiset skeemat ja JUnit-raportit ja liitin ne CI-putkeen.',
      outcome:
        'Regressiotarkistus lyheni päivästä 6 minuuttiin; 1 200 testiä ajetaan jokaisen yhdistämisen yhteydessä.',
    },
    'quote-calculator': {
      title: 'Tarjouslaskuri',
      description: 'Android-sovellus, joka hinnoittelee sähkötyöt suoraan työmaalla.',
      additionalInfo: 'Kotlin, Jetpack Compose, Room',
      details:
        'Sähköasentajat valitsevat materiaalit ja työt hinnastosta, ja sovellus tekee yrityksen ilmeellä varustetun PDF-tarjouksen ennen kuin he lähtevät asiakkaan luota.\n\nToimii kokonaan ilman verkkoyhteyttä ja päivittää hinnaston, kun yhteys palaa.',
    },
    'repair-shop-cms': {
      title: 'Korjaamon sisällönhallinta',
      description: 'Korjaamon töiden seuranta ja tilannetiedot asiakkaille AWS:n päällä.',
      additionalInfo: 'React, Node.js, AWS Lambda, DynamoDB, Terraform',
      details:
        'Sisällön- ja työnhallintajärjestelmä puhelimia ja kannettavia korjaavalle ketjulle: laitteiden vastaanotto, varaosat, tilaviestit asiakkaille ja laskutus.\n\nPalvelimeton AWS-toteutus, jonka infrastruktuuri on määritelty Terraformilla; käyttökulut ovat alle 30 dollaria kuukaudessa.',
      problem:
        'Neljä korjaamoa seurasi töitä paperilapuilla ja vastasi koko päivän puheluihin, joissa kysyttiin, onko puhelin jo valmis.',
      role: 'Full stack -kehittäjä',
      work: 'Rakensin React-käyttöliittymän ja Node.js-funktiot AWS Lambdaan, mallinsin työt DynamoDB:hen ja lähetin asiakkaalle tekstiviestin jokaisesta tilan muutoksesta.',
      outcome:
        'Tilakyselypuhelut vähenivät 70 %, ja järjestelmän ylläpito maksaa alle 30 USD kuukaudessa.',
    },
    'kubernetes-quickstarts': {
      title: 'Kubernetes-pikaoppaat',
      description: 'Valmiita, heti ajettavia pohjia yleisiin Kubernetes-kokoonpanoihin.',
      additionalInfo: 'Kubernetes, Helm, Kustomize',
      details:
        'Kokoelma pieniä, dokumentoituja manifesteja: verkkosovellus Ingress-resurssilla ja TLS-salauksella, työjono, ajastettu tehtävä ja tilallinen tietokanta.\n\nJokainen pikaopas käynnistyy kannettavan tietokoneen klusterissa alle viidessä minuutissa.',
    },
    'github-ci-pipeline': {
      title: 'GitHub CI -putki',
      description: 'Uudelleenkäytettävä työnkulku koontiin, testaukseen ja julkaisuun.',
      additionalInfo: 'GitHub Actions, Docker, semanttinen versiointi',
      details:
        'Uudelleenkäytettäviä GitHub Actions -työnkulkuja, jotka tarkistavat koodin, ajavat testit, rakentavat konttikuvat ja julkaisevat versiot automaattisesti koottuine muutoslokeineen.\n\nKäytössä yhdessätoista repositoriossa; putken ajoajan mediaani putosi 14 minuutista viiteen.',
      problem:
        'Jokaisella tiimillä oli oma kopionsa hitaasta käännösskriptistä, ja jokainen korjaus piti tehdä yksitoista kertaa.',
      role: 'Alustakehittäjä, yhteisten työnkulkujen omistaja',
      work: 'Kirjoitin uudelleenkäytettävät työnkulut välimuisteineen ja rinnakkaisine testiosineen, siirsin yksitoista repositoriota niihin yksi kerrallaan ja dokumentoin niiden laajentamisen.',
      outcome: 'Putken mediaaniaika lyheni 14 minuutista 5 minuuttiin 11 repositoriossa.',
    },
    'ecosystem-simulation': {
      title: 'Ekosysteemisimulaatio',
      description: 'Agenttipohjainen malli saalistajista, saaliseläimistä ja kasveista.',
      additionalInfo: 'Unity, C#, Python analyysiin',
      details:
        'Kanit laiduntavat, ketut saalistavat ja ruoho kasvaa takaisin proseduraalisesti generoidulla saarella. Jokaisella eläimellä on nopeutta, näköä ja ruokahalua säätelevät geenit, jotka muuttuvat vähitellen sukupolvesta toiseen.\n\nMallin ajot tallennetaan CSV-tiedostoihin ja analysoidaan Python-muistikirjoissa.',
    },
    'portfolio-site': {
      title: 'Tämä portfolio',
      description: 'Sivusto, jota luet parhaillaan: nopea, saavutettava ja valmiiksi renderöity.',
      additionalInfo: 'React, TypeScript, Vite, Playwright',
      details:
        'Jokainen sivu renderöidään valmiiksi HTML:ksi ja on luettavissa ilman JavaScriptiä. React herää vain siellä, missä kävijä tekee jotain, ja seuraava sivu vaihtuu paikalleen häivytyksen kera.\n\nVaalea ja tumma teema, testattu yhteydenottolomake ja automaattinen saavutettavuustarkistus.',
    },
  },
  contact: {
    description: 'Ota yhteyttä Mika Laineeseen sähköpostilla tai yhteydenottolomakkeella.',
  },
  tags: {
    python: 'Python',
    react: 'React',
    cloud: 'Pilvi',
    devops: 'DevOps',
    testing: 'Testaus',
    typescript: 'TypeScript',
    performance: 'Suorituskyky',
  },
  blog: {
    description:
      'Mika Laineen muistiinpanoja verkko- ja pilvikehityksestä: mikä toimi, mikä hajosi ja miksi.',
  },
  series: {
    'static-speed': { title: 'Nopea staattinen sivusto, mitattuna' },
  },
  ui: {
    skipToContent: 'Siirry sisältöön',
    menu: 'Valikko',
    mainNavigation: 'Päävalikko',
    darkTheme: 'Tumma teema',
    languages: 'Kieli',
    nav: {
      home: 'Etusivu',
      portfolio: 'Portfolio',
      blog: 'Blogi',
      about: 'Tietoa minusta',
      resume: 'Ansioluettelo',
      contact: 'Yhteystiedot',
      search: 'Haku',
    },
    socialLinks: 'Sosiaalinen media',
    socialCaption: 'Katso töitäni',
    copyright: '© {year} {name}',
    opensInNewTab: '(avautuu uuteen välilehteen)',
    titles: {
      about: 'Tietoa minusta | {name}',
      portfolio: 'Portfolio | {name}',
      resume: 'Ansioluettelo | {name}',
      contact: '{name} | Yhteystiedot',
      project: '{project} | {name}',
      blog: 'Blogi | {name}',
      post: '{post} | {name}',
      blogTag: 'Aihe: {tag} | {name}',
      search: 'Haku | {name}',
      tag: 'Projektit: {tag} | {name}',
    },
    home: {
      portfolio: 'Portfolioni',
      contact: 'Ota yhteyttä',
      pauseTitles: 'Pysäytä tittelien vaihtuminen',
    },
    about: {
      resumeLink: {
        before: '',
        link: 'Lue ansioluetteloni',
        after: ': työkokemus, sertifikaatit ja koulutus.',
      },
      timeline: 'Työhistoria',
      jobTitle: 'Tehtävä',
      where: 'Työpaikka',
      date: 'Aika',
      skills: 'Osaaminen',
      services: 'palvelut',
    },
    portfolio: {
      heading: 'Portfolio',
      eyebrow: 'Valittuja töitä',
      viewProject: 'Katso projekti',
      close: 'Sulje',
      projectNumber: 'Projekti {number}',
      link: 'Linkki:',
      allProjects: 'Kaikki projektit',
      moreProjects: 'Lisää projekteja',
      previous: 'Edellinen projekti',
      next: 'Seuraava projekti',
      tags: 'Aiheet',
      allTags: 'Kaikki',
      showingAll: 'Kaikki {total} projektia',
      showingTag: 'Aihe {tag}: {count}/{total} projektia',
      tagDescription: 'Projektit aiheesta {tag} – {name}.',
      readCaseStudy: 'Lue koko tapauskuvaus',
      caseStudy: {
        problem: 'Ongelma',
        role: 'Roolini',
        team: 'Tiimissä {count} henkeä',
        work: 'Mitä tein',
        outcome: 'Tulos',
        dates: 'Ajankohta',
      },
    },
    github: {
      stars: { one: '{count} tähti', other: '{count} tähteä' },
      updated: 'Päivitetty {date}',
      archived: 'Arkistoitu',
      calendar: 'GitHubissa',
      contributions: {
        one: '{count} kontribuutio viimeisen vuoden aikana',
        other: '{count} kontribuutiota viimeisen vuoden aikana',
      },
      less: 'Vähemmän',
      more: 'Enemmän',
    },
    contact: {
      heading: 'Ota yhteyttä',
      introHeading: 'Kirjoita minulle',
      intro: 'Ota rohkeasti yhteyttä sähköpostilla tai tämän sivuston yhteydenottolomakkeella.',
      form: 'Yhteydenottolomake',
      name: 'Nimi',
      email: 'Sähköposti',
      message: 'Viesti',
      send: 'Lähetä viesti',
      sending: 'Lähetetään...',
      sent: 'Kiitos! Viestisi on lähetetty.',
      failed: 'Viestin lähettäminen epäonnistui. Yritä myöhemmin uudelleen.',
      dismiss: 'Sulje ilmoitus',
    },
    blog: {
      heading: 'Blogi',
      allPosts: 'Kaikki kirjoitukset',
      tagged: 'Aihe: {tag}',
      taggedDescription: '{name} kirjoittaa aiheesta {tag}.',
      minutesToRead: 'Lukuaika {minutes} min',
      updated: 'Päivitetty',
      tags: 'Aiheet',
      morePosts: 'Lisää kirjoituksia',
      previous: 'Edellinen kirjoitus',
      next: 'Seuraava kirjoitus',
      contents: 'Sisältö',
      seriesPart: 'Osa {part}/{parts}',
      related: 'Aiheeseen liittyvät',
      footnotes: 'Alaviitteet',
      backToReference: 'Takaisin viitteeseen {number}',
      copyCode: { button: 'Kopioi koodi', copied: 'Kopioitu' },
      feedTitle: '{name}: blogi',
      feedLink: 'Seuraa RSS-syötteellä',
    },
    comments: {
      heading: 'Kommentit',
      show: 'Näytä kommentit',
      onGitHub: 'Kommentoi GitHubissa',
    },
    newsletter: {
      heading: 'Uudet kirjoitukset sähköpostiisi',
      intro: 'Yksi viesti, kun uusi kirjoitus ilmestyy, ei muuta. Tilauksen voi perua milloin tahansa.',
      email: 'Sähköpostiosoite',
      subscribe: 'Tilaa',
    },
    search: {
      heading: 'Haku',
      description: 'Hae sivustolta: {name}, projektit ja kirjoitukset.',
      label: 'Hae sivustolta',
      needsJavaScript:
        'Haku tarvitsee JavaScriptin, joka on pois päältä tai ei latautunut. Sillä välin voit selata näitä:',
      searching: 'Haetaan…',
      topics: 'Tai aloita aiheesta',
      results: { one: '{count} tulos haulle ”{query}”', other: '{count} tulosta haulle ”{query}”' },
      noResults: 'Haulla ”{query}” ei löytynyt mitään.',
      failed: 'Hakua ei voitu ladata. Lataa sivu uudelleen ja yritä uudestaan.',
    },
    resume: {
      heading: 'Ansioluettelo',
      downloadPdf: 'Lataa PDF',
      jsonResume: 'JSON Resume -tiedosto',
      fileTitle: '{name} – Ansioluettelo',
      now: 'nyt',
      sections: {
        summary: 'Yhteenveto',
        experience: 'Työkokemus',
        skills: 'Osaaminen',
        certifications: 'Sertifikaatit',
        education: 'Koulutus',
        projects: 'Valitut projektit',
        languages: 'Kielet',
      },
    },
  },
} satisfies TranslationFor<typeof site>
