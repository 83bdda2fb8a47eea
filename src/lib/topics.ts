// Search finds a post or a project by the name of a tag it has, though Pagefind leaves the tags'
// lists and menus out of its index: their pages give it the names as values of this filter
// (components/search-topics.tsx), and each query is looked up among them (islands/pagefind.ts).
export const TOPIC_FILTER = 'topic'

/** A tag's name as the filter holds it and a query is compared with it: 'DevOps' → 'devops'. */
export const topicKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()
