/** The Documents page's words (doc 2 §2 Activity, §3 "Document"; project wording). */
export const documentsTexts = {
  heading: 'Documents',
  description: 'Your advisory agreement and account documents.',
  title: 'Title',
  date: 'Date',
  open: 'Open',
  noDocuments: 'There are no documents yet.',
} as const;
