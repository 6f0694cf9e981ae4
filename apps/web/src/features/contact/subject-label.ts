import { CONTACT_SUBJECTS, type ContactSubject } from '@carmarket/shared/contact';

/** A contact subject's name as the form's select shows it, in English (pass it through t()). */
export function contactSubjectLabel(id: ContactSubject): string {
  return CONTACT_SUBJECTS.find((subject) => subject.id === id)?.label ?? id;
}
